from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.feed_entry import FeedEntry


T = TypeVar("T", bound="Feed")


@_attrs_define
class Feed:
    cursor: str
    """ send it back as `after` next time (it covers chat lines too) """
    entries: list[FeedEntry]
    game_id: str
    last_id: int
    """ the last game version you have now """
    seat: int | None
    """ your seat; null: spectator """

    def to_dict(self) -> dict[str, Any]:
        cursor = self.cursor

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game_id = self.game_id

        last_id = self.last_id

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cursor": cursor,
                "entries": entries,
                "game_id": game_id,
                "last_id": last_id,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_entry import FeedEntry  # noqa: PLC0415

        d = dict(src_dict)
        cursor = d.pop("cursor")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = FeedEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        game_id = d.pop("game_id")

        last_id = d.pop("last_id")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        feed = cls(
            cursor=cursor,
            entries=entries,
            game_id=game_id,
            last_id=last_id,
            seat=seat,
        )

        return feed
