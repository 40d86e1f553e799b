from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ohmygoods_action_produce_cover_item import (
    OhmygoodsActionProduceCoverItem,
    check_ohmygoods_action_produce_cover_item,
)
from ..models.ohmygoods_action_produce_type import OhmygoodsActionProduceType, check_ohmygoods_action_produce_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="OhmygoodsActionProduce")


@_attrs_define
class OhmygoodsActionProduce:
    """activate a staffed building, covering its shortfall with hand cards"""

    building: int
    """ one of your buildings, by its place in your row (0: the charburner) """
    type_: OhmygoodsActionProduceType
    cover: list[OhmygoodsActionProduceCoverItem] | Unset = UNSET
    """ cards of your hand """

    def to_dict(self) -> dict[str, Any]:
        building = self.building

        type_: str = self.type_

        cover: list[str] | Unset = UNSET
        if not isinstance(self.cover, Unset):
            cover = []
            for cover_item_data in self.cover:
                cover_item: str = cover_item_data
                cover.append(cover_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "building": building,
                "type": type_,
            }
        )
        if cover is not UNSET:
            field_dict["cover"] = cover

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        type_ = check_ohmygoods_action_produce_type(d.pop("type"))

        _cover = d.pop("cover", UNSET)
        cover: list[OhmygoodsActionProduceCoverItem] | Unset = UNSET
        if _cover is not UNSET:
            cover = []
            for cover_item_data in _cover:
                cover_item = check_ohmygoods_action_produce_cover_item(cover_item_data)

                cover.append(cover_item)

        ohmygoods_action_produce = cls(
            building=building,
            type_=type_,
            cover=cover,
        )

        return ohmygoods_action_produce
