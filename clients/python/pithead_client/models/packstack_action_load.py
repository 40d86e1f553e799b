from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.packstack_action_load_type import PackstackActionLoadType, check_packstack_action_load_type

if TYPE_CHECKING:
    from ..models.packstack_action_load_pieces_item import PackstackActionLoadPiecesItem


T = TypeVar("T", bound="PackstackActionLoad")


@_attrs_define
class PackstackActionLoad:
    """loading: the pieces of your load placed in your truck (final)"""

    pieces: list[PackstackActionLoadPiecesItem]
    """ the pieces placed """
    type_: PackstackActionLoadType

    def to_dict(self) -> dict[str, Any]:
        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pieces": pieces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.packstack_action_load_pieces_item import PackstackActionLoadPiecesItem  # noqa: PLC0415

        d = dict(src_dict)
        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in _pieces:
            pieces_item = PackstackActionLoadPiecesItem.from_dict(pieces_item_data)

            pieces.append(pieces_item)

        type_ = check_packstack_action_load_type(d.pop("type"))

        packstack_action_load = cls(
            pieces=pieces,
            type_=type_,
        )

        return packstack_action_load
