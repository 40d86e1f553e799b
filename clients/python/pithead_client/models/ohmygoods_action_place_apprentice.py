from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ohmygoods_action_place_apprentice_type import (
    OhmygoodsActionPlaceApprenticeType,
    check_ohmygoods_action_place_apprentice_type,
)

T = TypeVar("T", bound="OhmygoodsActionPlaceApprentice")


@_attrs_define
class OhmygoodsActionPlaceApprentice:
    """put the hired apprentice in a free building"""

    building: int
    """ one of your buildings, by its place in your row (0: the charburner) """
    type_: OhmygoodsActionPlaceApprenticeType

    def to_dict(self) -> dict[str, Any]:
        building = self.building

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "building": building,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        type_ = check_ohmygoods_action_place_apprentice_type(d.pop("type"))

        ohmygoods_action_place_apprentice = cls(
            building=building,
            type_=type_,
        )

        return ohmygoods_action_place_apprentice
