from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.glueckauf_action_return_tiles_to import (
    GlueckaufActionReturnTilesTo,
    check_glueckauf_action_return_tiles_to,
)
from ..models.glueckauf_action_return_tiles_type import (
    GlueckaufActionReturnTilesType,
    check_glueckauf_action_return_tiles_type,
)

T = TypeVar("T", bound="GlueckaufActionReturnTiles")


@_attrs_define
class GlueckaufActionReturnTiles:
    """put the drawn tiles back, top first"""

    order: list[int]
    """ the tiles held, top first """
    to: GlueckaufActionReturnTilesTo
    """ where the cards go back on their stack """
    type_: GlueckaufActionReturnTilesType

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

        to = check_glueckauf_action_return_tiles_to(d.pop("to"))

        type_ = check_glueckauf_action_return_tiles_type(d.pop("type"))

        glueckauf_action_return_tiles = cls(
            order=order,
            to=to,
            type_=type_,
        )

        return glueckauf_action_return_tiles
