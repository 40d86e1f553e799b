from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NewWebhook")


@_attrs_define
class NewWebhook:
    created_at: int
    """ ms since the epoch """
    events: list[str]
    id: str
    secret: str
    """ HMAC-SHA256 key, shown only in this answer. Each POST carries X-Pithead-Timestamp and X-Pithead-Signature:
    sha256=hex(HMAC(secret, timestamp + '.' + body)) """
    url: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        events = self.events

        id = self.id

        secret = self.secret

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "events": events,
                "id": id,
                "secret": secret,
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

        secret = d.pop("secret")

        url = d.pop("url")

        new_webhook = cls(
            created_at=created_at,
            events=events,
            id=id,
            secret=secret,
            url=url,
        )

        return new_webhook
