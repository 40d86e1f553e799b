from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatSettingsUpdate")


@_attrs_define
class ChatSettingsUpdate:
    spectators_write: bool

    def to_dict(self) -> dict[str, Any]:
        spectators_write = self.spectators_write

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spectators_write": spectators_write,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        spectators_write = d.pop("spectators_write")

        chat_settings_update = cls(
            spectators_write=spectators_write,
        )

        return chat_settings_update
