from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UnreadCount")


@_attrs_define
class UnreadCount:
    unread: int

    def to_dict(self) -> dict[str, Any]:
        unread = self.unread

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "unread": unread,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        unread = d.pop("unread")

        unread_count = cls(
            unread=unread,
        )

        return unread_count
