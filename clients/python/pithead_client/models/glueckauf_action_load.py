from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_load_colour import GlueckaufActionLoadColour, check_glueckauf_action_load_colour
from ..models.glueckauf_action_load_type import GlueckaufActionLoadType, check_glueckauf_action_load_type

T = TypeVar("T", bound="GlueckaufActionLoad")


@_attrs_define
class GlueckaufActionLoad:
    """mining: load a cube of the cage's level into the cage"""

    colour: GlueckaufActionLoadColour
    """ a coal colour """
    type_: GlueckaufActionLoadType

    def to_dict(self) -> dict[str, Any]:
        colour: str = self.colour

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = check_glueckauf_action_load_colour(d.pop("colour"))

        type_ = check_glueckauf_action_load_type(d.pop("type"))

        glueckauf_action_load = cls(
            colour=colour,
            type_=type_,
        )

        return glueckauf_action_load
