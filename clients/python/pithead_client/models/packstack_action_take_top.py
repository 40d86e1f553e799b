from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.packstack_action_take_top_type import PackstackActionTakeTopType, check_packstack_action_take_top_type

T = TypeVar("T", bound="PackstackActionTakeTop")


@_attrs_define
class PackstackActionTakeTop:
    """the race: take the top card of the pile"""

    type_: PackstackActionTakeTopType

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_packstack_action_take_top_type(d.pop("type"))

        packstack_action_take_top = cls(
            type_=type_,
        )

        return packstack_action_take_top
