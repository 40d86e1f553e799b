from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatSettings")


@_attrs_define
class ChatSettings:
    can_write: bool
    """ you may write now """
    host: bool
    """ you created the game: you may change them """
    spectators_write: bool
    """ spectators may write """

    def to_dict(self) -> dict[str, Any]:
        can_write = self.can_write

        host = self.host

        spectators_write = self.spectators_write

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "can_write": can_write,
                "host": host,
                "spectators_write": spectators_write,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        can_write = d.pop("can_write")

        host = d.pop("host")

        spectators_write = d.pop("spectators_write")

        chat_settings = cls(
            can_write=can_write,
            host=host,
            spectators_write=spectators_write,
        )

        return chat_settings
