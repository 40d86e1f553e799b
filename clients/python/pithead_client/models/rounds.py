from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.round_result import RoundResult


T = TypeVar("T", bound="Rounds")


@_attrs_define
class Rounds:
    game_id: str
    round_name: str
    """ what the game calls a round (shift, day, round, ...) """
    rounds: list[RoundResult]
    """ each scored round, oldest first; empty until one is scored or for a game without rounds """
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        round_name = self.round_name

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "round_name": round_name,
                "rounds": rounds,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.round_result import RoundResult  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        round_name = d.pop("round_name")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = RoundResult.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        version = d.pop("version")

        rounds = cls(
            game_id=game_id,
            round_name=round_name,
            rounds=rounds,
            version=version,
        )

        return rounds
