from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ohmygoods_action_keep_hand_type import OhmygoodsActionKeepHandType, check_ohmygoods_action_keep_hand_type

T = TypeVar("T", bound="OhmygoodsActionKeepHand")


@_attrs_define
class OhmygoodsActionKeepHand:
    """phase I: keep the hand"""

    type_: OhmygoodsActionKeepHandType

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
        type_ = check_ohmygoods_action_keep_hand_type(d.pop("type"))

        ohmygoods_action_keep_hand = cls(
            type_=type_,
        )

        return ohmygoods_action_keep_hand
