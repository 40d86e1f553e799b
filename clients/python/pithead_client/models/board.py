from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.board_row import BoardRow


T = TypeVar("T", bound="Board")


@_attrs_define
class Board:
    entries: list[BoardRow]
    game: str

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game = self.game

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_row import BoardRow  # noqa: PLC0415

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = BoardRow.from_dict(entries_item_data)

            entries.append(entries_item)

        game = d.pop("game")

        board = cls(
            entries=entries,
            game=game,
        )

        return board
