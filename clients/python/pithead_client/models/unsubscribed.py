from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Unsubscribed")


@_attrs_define
class Unsubscribed:
    channel: str
    unsubscribed: list[str]

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel

        unsubscribed = self.unsubscribed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "channel": channel,
                "unsubscribed": unsubscribed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        channel = d.pop("channel")

        unsubscribed = cast(list[str], d.pop("unsubscribed"))

        unsubscribed = cls(
            channel=channel,
            unsubscribed=unsubscribed,
        )

        return unsubscribed
