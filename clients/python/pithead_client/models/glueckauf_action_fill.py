from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_fill_colour import GlueckaufActionFillColour, check_glueckauf_action_fill_colour
from ..models.glueckauf_action_fill_from import GlueckaufActionFillFrom, check_glueckauf_action_fill_from
from ..models.glueckauf_action_fill_type import GlueckaufActionFillType, check_glueckauf_action_fill_type

T = TypeVar("T", bound="GlueckaufActionFill")


@_attrs_define
class GlueckaufActionFill:
    """mining: put a cube on a spot of an outstanding order"""

    colour: GlueckaufActionFillColour
    """ a coal colour """
    from_: GlueckaufActionFillFrom
    """ where the cube comes from """
    order: int
    """ an order card's id """
    spot: int
    """ the spot's index on the card """
    type_: GlueckaufActionFillType

    def to_dict(self) -> dict[str, Any]:
        colour: str = self.colour

        from_: str = self.from_

        order = self.order

        spot = self.spot

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "from": from_,
                "order": order,
                "spot": spot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = check_glueckauf_action_fill_colour(d.pop("colour"))

        from_ = check_glueckauf_action_fill_from(d.pop("from"))

        order = d.pop("order")

        spot = d.pop("spot")

        type_ = check_glueckauf_action_fill_type(d.pop("type"))

        glueckauf_action_fill = cls(
            colour=colour,
            from_=from_,
            order=order,
            spot=spot,
            type_=type_,
        )

        return glueckauf_action_fill
