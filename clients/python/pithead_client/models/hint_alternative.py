from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HintAlternative")


@_attrs_define
class HintAlternative:
    option: Any
    """ the option as the bot names it """
    score: float | None
    """ its estimated chance to win (a search that plays for margin: its value) """
    visits: int | Unset = UNSET
    """ how many simulations tried it """

    def to_dict(self) -> dict[str, Any]:
        option = self.option

        score: float | None
        score = self.score

        visits = self.visits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "option": option,
                "score": score,
            }
        )
        if visits is not UNSET:
            field_dict["visits"] = visits

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        option = d.pop("option")

        def _parse_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        score = _parse_score(d.pop("score"))

        visits = d.pop("visits", UNSET)

        hint_alternative = cls(
            option=option,
            score=score,
            visits=visits,
        )

        return hint_alternative
