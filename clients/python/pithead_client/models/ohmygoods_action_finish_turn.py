from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ohmygoods_action_finish_turn_type import (
    OhmygoodsActionFinishTurnType,
    check_ohmygoods_action_finish_turn_type,
)

T = TypeVar("T", bound="OhmygoodsActionFinishTurn")


@_attrs_define
class OhmygoodsActionFinishTurn:
    """end the turn"""

    type_: OhmygoodsActionFinishTurnType

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
        type_ = check_ohmygoods_action_finish_turn_type(d.pop("type"))

        ohmygoods_action_finish_turn = cls(
            type_=type_,
        )

        return ohmygoods_action_finish_turn
