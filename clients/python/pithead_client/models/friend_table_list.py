from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.friend_table import FriendTable


T = TypeVar("T", bound="FriendTableList")


@_attrs_define
class FriendTableList:
    tables: list[FriendTable]
    """ open tables a friend sits at: public ones, and private ones that invite you; newest first """

    def to_dict(self) -> dict[str, Any]:
        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.friend_table import FriendTable  # noqa: PLC0415

        d = dict(src_dict)
        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = FriendTable.from_dict(tables_item_data)

            tables.append(tables_item)

        friend_table_list = cls(
            tables=tables,
        )

        return friend_table_list
