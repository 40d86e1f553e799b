from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quartz_action_keep_gems_item import QuartzActionKeepGemsItem, check_quartz_action_keep_gems_item
from ..models.quartz_action_keep_type import QuartzActionKeepType, check_quartz_action_keep_type

T = TypeVar("T", bound="QuartzActionKeep")


@_attrs_define
class QuartzActionKeep:
    """Roll Up Your Sleeves: the drawn gems you keep"""

    gems: list[QuartzActionKeepGemsItem]
    """ valuable gem kinds """
    type_: QuartzActionKeepType

    def to_dict(self) -> dict[str, Any]:
        gems = []
        for gems_item_data in self.gems:
            gems_item: str = gems_item_data
            gems.append(gems_item)

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gems": gems,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gems = []
        _gems = d.pop("gems")
        for gems_item_data in _gems:
            gems_item = check_quartz_action_keep_gems_item(gems_item_data)

            gems.append(gems_item)

        type_ = check_quartz_action_keep_type(d.pop("type"))

        quartz_action_keep = cls(
            gems=gems,
            type_=type_,
        )

        return quartz_action_keep
