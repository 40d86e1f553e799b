from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.scores_status import ScoresStatus, check_scores_status

if TYPE_CHECKING:
    from ..models.scores_scores import ScoresScores


T = TypeVar("T", bound="Scores")


@_attrs_define
class Scores:
    game_id: str
    scores: ScoresScores
    """ the game's running breakdown per element """
    status: ScoresStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        scores = self.scores.to_dict()

        status: str = self.status

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "scores": scores,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scores_scores import ScoresScores  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        scores = ScoresScores.from_dict(d.pop("scores"))

        status = check_scores_status(d.pop("status"))

        version = d.pop("version")

        scores = cls(
            game_id=game_id,
            scores=scores,
            status=status,
            version=version,
        )

        return scores
