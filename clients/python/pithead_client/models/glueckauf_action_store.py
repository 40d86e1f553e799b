from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_store_colour import GlueckaufActionStoreColour, check_glueckauf_action_store_colour
from ..models.glueckauf_action_store_type import GlueckaufActionStoreType, check_glueckauf_action_store_type

T = TypeVar("T", bound="GlueckaufActionStore")


@_attrs_define
class GlueckaufActionStore:
    """mining: move a cube from the cage to your storage"""

    colour: GlueckaufActionStoreColour
    """ a coal colour """
    type_: GlueckaufActionStoreType

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
        colour = check_glueckauf_action_store_colour(d.pop("colour"))

        type_ = check_glueckauf_action_store_type(d.pop("type"))

        glueckauf_action_store = cls(
            colour=colour,
            type_=type_,
        )

        return glueckauf_action_store
