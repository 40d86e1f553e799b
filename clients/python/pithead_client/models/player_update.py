from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_update_language_type_1 import PlayerUpdateLanguageType1, check_player_update_language_type_1

T = TypeVar("T", bound="PlayerUpdate")


@_attrs_define
class PlayerUpdate:
    language: None | PlayerUpdateLanguageType1
    """ en, ru, or null for no preference """

    def to_dict(self) -> dict[str, Any]:
        language: None | str
        if isinstance(self.language, str):
            language = self.language
        else:
            language = self.language

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "language": language,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_language(data: object) -> None | PlayerUpdateLanguageType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_1 = check_player_update_language_type_1(data)

                return language_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayerUpdateLanguageType1, data)

        language = _parse_language(d.pop("language"))

        player_update = cls(
            language=language,
        )

        return player_update
