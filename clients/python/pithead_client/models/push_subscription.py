from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PushSubscription")


@_attrs_define
class PushSubscription:
    created_at: int
    endpoint: str
    id: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        endpoint = self.endpoint

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "endpoint": endpoint,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        endpoint = d.pop("endpoint")

        id = d.pop("id")

        push_subscription = cls(
            created_at=created_at,
            endpoint=endpoint,
            id=id,
        )

        return push_subscription
