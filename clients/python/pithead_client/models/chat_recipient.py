from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatRecipient")


@_attrs_define
class ChatRecipient:
    name: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        chat_recipient = cls(
            name=name,
            seat=seat,
        )

        return chat_recipient
