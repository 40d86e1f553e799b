from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_place_space import GlueckaufActionPlaceSpace, check_glueckauf_action_place_space
from ..models.glueckauf_action_place_type import GlueckaufActionPlaceType, check_glueckauf_action_place_type

T = TypeVar("T", bound="GlueckaufActionPlace")


@_attrs_define
class GlueckaufActionPlace:
    """put a worker on a space of the board"""

    space: GlueckaufActionPlaceSpace
    """ a space's id """
    type_: GlueckaufActionPlaceType

    def to_dict(self) -> dict[str, Any]:
        space: str = self.space

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        space = check_glueckauf_action_place_space(d.pop("space"))

        type_ = check_glueckauf_action_place_type(d.pop("type"))

        glueckauf_action_place = cls(
            space=space,
            type_=type_,
        )

        return glueckauf_action_place
