from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    created_at: int
    """ ms since the epoch """
    events: list[str]
    id: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        events = self.events

        id = self.id

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "events": events,
                "id": id,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        events = cast(list[str], d.pop("events"))

        id = d.pop("id")

        url = d.pop("url")

        webhook = cls(
            created_at=created_at,
            events=events,
            id=id,
            url=url,
        )

        return webhook
