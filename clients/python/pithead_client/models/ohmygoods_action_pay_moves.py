from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ohmygoods_action_pay_moves_type import OhmygoodsActionPayMovesType, check_ohmygoods_action_pay_moves_type

T = TypeVar("T", bound="OhmygoodsActionPayMoves")


@_attrs_define
class OhmygoodsActionPayMoves:
    """plan: pay for the planned moves"""

    payment: list[int]
    """ goods paid: the building each good is taken from, once a good """
    type_: OhmygoodsActionPayMovesType

    def to_dict(self) -> dict[str, Any]:
        payment = self.payment

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payment": payment,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment = cast(list[int], d.pop("payment"))

        type_ = check_ohmygoods_action_pay_moves_type(d.pop("type"))

        ohmygoods_action_pay_moves = cls(
            payment=payment,
            type_=type_,
        )

        return ohmygoods_action_pay_moves
