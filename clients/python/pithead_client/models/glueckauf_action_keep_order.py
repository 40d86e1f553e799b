from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.glueckauf_action_keep_order_type import (
    GlueckaufActionKeepOrderType,
    check_glueckauf_action_keep_order_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GlueckaufActionKeepOrder")


@_attrs_define
class GlueckaufActionKeepOrder:
    """keep one of the drawn order cards (null or absent: none)"""

    type_: GlueckaufActionKeepOrderType
    card: int | None | Unset = UNSET
    """ an order card's id """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        card: int | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_glueckauf_action_keep_order_type(d.pop("type"))

        def _parse_card(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        glueckauf_action_keep_order = cls(
            type_=type_,
            card=card,
        )

        return glueckauf_action_keep_order
