from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_create_events_item import WebhookCreateEventsItem, check_webhook_create_events_item

T = TypeVar("T", bound="WebhookCreate")


@_attrs_define
class WebhookCreate:
    events: list[WebhookCreateEventsItem]
    url: str
    """ absolute http(s) URL that receives POSTs (host: a DNS name in ASCII or an IPv4 address; no user info), else
    a 422 invalid_webhook_url; a loopback, private or otherwise non-public literal address, or localhost, is a 422
    webhook_url_not_allowed unless the server allows private addresses """

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item: str = events_item_data
            events.append(events_item)

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = check_webhook_create_events_item(events_item_data)

            events.append(events_item)

        url = d.pop("url")

        webhook_create = cls(
            events=events,
            url=url,
        )

        return webhook_create
