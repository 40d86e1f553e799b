from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.glueckauf_action_substitute_coal_colour_type_1 import (
    GlueckaufActionSubstituteCoalColourType1,
    check_glueckauf_action_substitute_coal_colour_type_1,
)
from ..models.glueckauf_action_substitute_coal_type import (
    GlueckaufActionSubstituteCoalType,
    check_glueckauf_action_substitute_coal_type,
)

T = TypeVar("T", bound="GlueckaufActionSubstituteCoal")


@_attrs_define
class GlueckaufActionSubstituteCoal:
    """a cube of another colour for a lorry whose own ran out, or null to leave it empty"""

    colour: GlueckaufActionSubstituteCoalColourType1 | None
    """ a coal colour """
    type_: GlueckaufActionSubstituteCoalType

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        if isinstance(self.colour, str):
            colour = self.colour
        else:
            colour = self.colour

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

        def _parse_colour(data: object) -> GlueckaufActionSubstituteCoalColourType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_1 = check_glueckauf_action_substitute_coal_colour_type_1(data)

                return colour_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GlueckaufActionSubstituteCoalColourType1 | None, data)

        colour = _parse_colour(d.pop("colour"))

        type_ = check_glueckauf_action_substitute_coal_type(d.pop("type"))

        glueckauf_action_substitute_coal = cls(
            colour=colour,
            type_=type_,
        )

        return glueckauf_action_substitute_coal
