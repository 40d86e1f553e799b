from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HintRequest")


@_attrs_define
class HintRequest:
    budget_s: float | Unset = UNSET
    """ thinking time in seconds (default: the strongest level's own budget) """

    def to_dict(self) -> dict[str, Any]:
        budget_s = self.budget_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if budget_s is not UNSET:
            field_dict["budget_s"] = budget_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        budget_s = d.pop("budget_s", UNSET)

        hint_request = cls(
            budget_s=budget_s,
        )

        return hint_request
