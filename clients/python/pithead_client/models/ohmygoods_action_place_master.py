from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ohmygoods_action_place_master_side import (
    OhmygoodsActionPlaceMasterSide,
    check_ohmygoods_action_place_master_side,
)
from ..models.ohmygoods_action_place_master_type import (
    OhmygoodsActionPlaceMasterType,
    check_ohmygoods_action_place_master_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="OhmygoodsActionPlaceMaster")


@_attrs_define
class OhmygoodsActionPlaceMaster:
    """plan: the master works in a building (null or absent: idle), diligent or sloppy"""

    type_: OhmygoodsActionPlaceMasterType
    building: int | None | Unset = UNSET
    """ one of your buildings, by its place in your row (0: the charburner) """
    side: OhmygoodsActionPlaceMasterSide | Unset = UNSET
    """ how the master works """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        building: int | None | Unset
        if isinstance(self.building, Unset):
            building = UNSET
        else:
            building = self.building

        side: str | Unset = UNSET
        if not isinstance(self.side, Unset):
            side = self.side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if building is not UNSET:
            field_dict["building"] = building
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_ohmygoods_action_place_master_type(d.pop("type"))

        def _parse_building(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        building = _parse_building(d.pop("building", UNSET))

        _side = d.pop("side", UNSET)
        side: OhmygoodsActionPlaceMasterSide | Unset
        if isinstance(_side, Unset):
            side = UNSET
        else:
            side = check_ohmygoods_action_place_master_side(_side)

        ohmygoods_action_place_master = cls(
            type_=type_,
            building=building,
            side=side,
        )

        return ohmygoods_action_place_master
