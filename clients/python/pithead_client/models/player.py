from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    created_at: int
    id: str
    language: None | str
    """ the language the player reads (en, ru); null: the client's Accept-Language """
    name: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        language: None | str
        language = self.language

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "language": language,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = d.pop("id")

        def _parse_language(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        language = _parse_language(d.pop("language"))

        name = d.pop("name")

        player = cls(
            created_at=created_at,
            id=id,
            language=language,
            name=name,
        )

        return player
