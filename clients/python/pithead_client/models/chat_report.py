from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatReport")


@_attrs_define
class ChatReport:
    game_id: str
    line_id: str
    reported: bool

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        line_id = self.line_id

        reported = self.reported

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "line_id": line_id,
                "reported": reported,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        line_id = d.pop("line_id")

        reported = d.pop("reported")

        chat_report = cls(
            game_id=game_id,
            line_id=line_id,
            reported=reported,
        )

        return chat_report
