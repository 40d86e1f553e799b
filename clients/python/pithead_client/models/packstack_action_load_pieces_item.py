from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.packstack_action_load_pieces_item_colour import (
    PackstackActionLoadPiecesItemColour,
    check_packstack_action_load_pieces_item_colour,
)
from ..models.packstack_action_load_pieces_item_orientation_type_1 import (
    PackstackActionLoadPiecesItemOrientationType1,
    check_packstack_action_load_pieces_item_orientation_type_1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PackstackActionLoadPiecesItem")


@_attrs_define
class PackstackActionLoadPiecesItem:
    """a piece: its colour, origin cell (row across, column along, level from the floor) and, longer than 1, its
    orientation

    """

    colour: PackstackActionLoadPiecesItemColour
    """ the piece's colour """
    column: int
    """ the origin's column """
    level: int
    """ the origin's level (1: the floor) """
    row: int
    """ the origin's row """
    orientation: None | PackstackActionLoadPiecesItemOrientationType1 | Unset = UNSET
    """ along (row), across (column) or standing (up) """

    def to_dict(self) -> dict[str, Any]:
        colour: str = self.colour

        column = self.column

        level = self.level

        row = self.row

        orientation: None | str | Unset
        if isinstance(self.orientation, Unset):
            orientation = UNSET
        elif isinstance(self.orientation, str):
            orientation = self.orientation
        else:
            orientation = self.orientation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "column": column,
                "level": level,
                "row": row,
            }
        )
        if orientation is not UNSET:
            field_dict["orientation"] = orientation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = check_packstack_action_load_pieces_item_colour(d.pop("colour"))

        column = d.pop("column")

        level = d.pop("level")

        row = d.pop("row")

        def _parse_orientation(data: object) -> None | PackstackActionLoadPiecesItemOrientationType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                orientation_type_1 = check_packstack_action_load_pieces_item_orientation_type_1(data)

                return orientation_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PackstackActionLoadPiecesItemOrientationType1 | Unset, data)

        orientation = _parse_orientation(d.pop("orientation", UNSET))

        packstack_action_load_pieces_item = cls(
            colour=colour,
            column=column,
            level=level,
            row=row,
            orientation=orientation,
        )

        return packstack_action_load_pieces_item
