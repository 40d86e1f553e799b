from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PushSubscriptionKeys")


@_attrs_define
class PushSubscriptionKeys:
    auth: str
    p256dh: str

    def to_dict(self) -> dict[str, Any]:
        auth = self.auth

        p256dh = self.p256dh

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auth": auth,
                "p256dh": p256dh,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auth = d.pop("auth")

        p256dh = d.pop("p256dh")

        push_subscription_keys = cls(
            auth=auth,
            p256dh=p256dh,
        )

        return push_subscription_keys
