from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.glueckauf_action_return_orders_to import (
    GlueckaufActionReturnOrdersTo,
    check_glueckauf_action_return_orders_to,
)
from ..models.glueckauf_action_return_orders_type import (
    GlueckaufActionReturnOrdersType,
    check_glueckauf_action_return_orders_type,
)

T = TypeVar("T", bound="GlueckaufActionReturnOrders")


@_attrs_define
class GlueckaufActionReturnOrders:
    """put the drawn order cards back, top first"""

    order: list[int]
    """ the cards held, top first """
    to: GlueckaufActionReturnOrdersTo
    """ where the cards go back on their stack """
    type_: GlueckaufActionReturnOrdersType

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        to: str = self.to

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        to = check_glueckauf_action_return_orders_to(d.pop("to"))

        type_ = check_glueckauf_action_return_orders_type(d.pop("type"))

        glueckauf_action_return_orders = cls(
            order=order,
            to=to,
            type_=type_,
        )

        return glueckauf_action_return_orders
