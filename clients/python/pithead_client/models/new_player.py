from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NewPlayer")


@_attrs_define
class NewPlayer:
    created_at: int
    id: str
    name: str
    token: str
    """ bearer token; shown only in this answer """

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        name = self.name

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "name": name,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = d.pop("id")

        name = d.pop("name")

        token = d.pop("token")

        new_player = cls(
            created_at=created_at,
            id=id,
            name=name,
            token=token,
        )

        return new_player
