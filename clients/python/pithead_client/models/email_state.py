from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EmailState")


@_attrs_define
class EmailState:
    address: str
    verified: bool

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        verified = self.verified

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "address": address,
                "verified": verified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        address = d.pop("address")

        verified = d.pop("verified")

        email_state = cls(
            address=address,
            verified=verified,
        )

        return email_state
