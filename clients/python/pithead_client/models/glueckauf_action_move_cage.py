from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_move_cage_level import (
    GlueckaufActionMoveCageLevel,
    check_glueckauf_action_move_cage_level,
)
from ..models.glueckauf_action_move_cage_type import GlueckaufActionMoveCageType, check_glueckauf_action_move_cage_type

T = TypeVar("T", bound="GlueckaufActionMoveCage")


@_attrs_define
class GlueckaufActionMoveCage:
    """mining: move the pit cage to a level"""

    level: GlueckaufActionMoveCageLevel
    """ the surface or a pit level """
    type_: GlueckaufActionMoveCageType

    def to_dict(self) -> dict[str, Any]:
        level: str = self.level

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = check_glueckauf_action_move_cage_level(d.pop("level"))

        type_ = check_glueckauf_action_move_cage_type(d.pop("type"))

        glueckauf_action_move_cage = cls(
            level=level,
            type_=type_,
        )

        return glueckauf_action_move_cage
