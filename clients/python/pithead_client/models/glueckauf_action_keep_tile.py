from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.glueckauf_action_keep_tile_type import GlueckaufActionKeepTileType, check_glueckauf_action_keep_tile_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="GlueckaufActionKeepTile")


@_attrs_define
class GlueckaufActionKeepTile:
    """keep one of the drawn tunnel tiles (null or absent: none)"""

    type_: GlueckaufActionKeepTileType
    tile: int | None | Unset = UNSET
    """ a tunnel tile's type """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        tile: int | None | Unset
        if isinstance(self.tile, Unset):
            tile = UNSET
        else:
            tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_glueckauf_action_keep_tile_type(d.pop("type"))

        def _parse_tile(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tile = _parse_tile(d.pop("tile", UNSET))

        glueckauf_action_keep_tile = cls(
            type_=type_,
            tile=tile,
        )

        return glueckauf_action_keep_tile
