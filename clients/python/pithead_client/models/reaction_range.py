from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReactionRange")


@_attrs_define
class ReactionRange:
    max_: float
    """ seconds, at most """
    min_: float
    """ seconds, at least """

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
                "min": min_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        reaction_range = cls(
            max_=max_,
            min_=min_,
        )

        return reaction_range
