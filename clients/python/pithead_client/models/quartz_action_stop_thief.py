from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quartz_action_stop_thief_gem_type_1 import (
    QuartzActionStopThiefGemType1,
    check_quartz_action_stop_thief_gem_type_1,
)
from ..models.quartz_action_stop_thief_type import QuartzActionStopThiefType, check_quartz_action_stop_thief_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuartzActionStopThief")


@_attrs_define
class QuartzActionStopThief:
    """cancel Is That Yours? and take a gem of the attacker (null or absent: it has none)"""

    type_: QuartzActionStopThiefType
    gem: None | QuartzActionStopThiefGemType1 | Unset = UNSET
    """ a valuable gem kind """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        gem: None | str | Unset
        if isinstance(self.gem, Unset):
            gem = UNSET
        elif isinstance(self.gem, str):
            gem = self.gem
        else:
            gem = self.gem

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if gem is not UNSET:
            field_dict["gem"] = gem

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_quartz_action_stop_thief_type(d.pop("type"))

        def _parse_gem(data: object) -> None | QuartzActionStopThiefGemType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                gem_type_1 = check_quartz_action_stop_thief_gem_type_1(data)

                return gem_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuartzActionStopThiefGemType1 | Unset, data)

        gem = _parse_gem(d.pop("gem", UNSET))

        quartz_action_stop_thief = cls(
            type_=type_,
            gem=gem,
        )

        return quartz_action_stop_thief
