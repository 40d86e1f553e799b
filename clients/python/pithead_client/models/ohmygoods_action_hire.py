from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ohmygoods_action_hire_apprentice import (
    OhmygoodsActionHireApprentice,
    check_ohmygoods_action_hire_apprentice,
)
from ..models.ohmygoods_action_hire_type import OhmygoodsActionHireType, check_ohmygoods_action_hire_type

T = TypeVar("T", bound="OhmygoodsActionHire")


@_attrs_define
class OhmygoodsActionHire:
    """hire an apprentice of the display"""

    apprentice: OhmygoodsActionHireApprentice
    """ an apprentice card """
    payment: list[int]
    """ goods paid: the building each good is taken from, once a good """
    type_: OhmygoodsActionHireType

    def to_dict(self) -> dict[str, Any]:
        apprentice: str = self.apprentice

        payment = self.payment

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apprentice": apprentice,
                "payment": payment,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        apprentice = check_ohmygoods_action_hire_apprentice(d.pop("apprentice"))

        payment = cast(list[int], d.pop("payment"))

        type_ = check_ohmygoods_action_hire_type(d.pop("type"))

        ohmygoods_action_hire = cls(
            apprentice=apprentice,
            payment=payment,
            type_=type_,
        )

        return ohmygoods_action_hire
