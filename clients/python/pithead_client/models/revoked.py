from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Revoked")


@_attrs_define
class Revoked:
    id: str
    revoked: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        revoked = self.revoked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "revoked": revoked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        revoked = d.pop("revoked")

        revoked = cls(
            id=id,
            revoked=revoked,
        )

        return revoked
