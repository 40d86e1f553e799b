from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Token")


@_attrs_define
class Token:
    created_at: int | None
    """ ms since the epoch """
    id: str
    """ the token's id (not the token) """
    last_used_at: int | None
    """ ms since the epoch, to about a minute; null: never used """

    def to_dict(self) -> dict[str, Any]:
        created_at: int | None
        created_at = self.created_at

        id = self.id

        last_used_at: int | None
        last_used_at = self.last_used_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "last_used_at": last_used_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_created_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        created_at = _parse_created_at(d.pop("created_at"))

        id = d.pop("id")

        def _parse_last_used_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))

        token = cls(
            created_at=created_at,
            id=id,
            last_used_at=last_used_at,
        )

        return token
