from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_line import ChatLine
    from ..models.chat_settings import ChatSettings


T = TypeVar("T", bound="ChatPage")


@_attrs_define
class ChatPage:
    cursor: str
    """ send it back as `after` for the next lines """
    game_id: str
    lines: list[ChatLine]
    """ oldest first; lines of the names you muted left out """
    settings: ChatSettings

    def to_dict(self) -> dict[str, Any]:
        cursor = self.cursor

        game_id = self.game_id

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cursor": cursor,
                "game_id": game_id,
                "lines": lines,
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_line import ChatLine  # noqa: PLC0415
        from ..models.chat_settings import ChatSettings  # noqa: PLC0415

        d = dict(src_dict)
        cursor = d.pop("cursor")

        game_id = d.pop("game_id")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = ChatLine.from_dict(lines_item_data)

            lines.append(lines_item)

        settings = ChatSettings.from_dict(d.pop("settings"))

        chat_page = cls(
            cursor=cursor,
            game_id=game_id,
            lines=lines,
            settings=settings,
        )

        return chat_page
