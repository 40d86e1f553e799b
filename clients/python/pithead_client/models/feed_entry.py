from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_line import ChatLine
    from ..models.feed_entry_actions_item import FeedEntryActionsItem
    from ..models.feed_entry_events_item import FeedEntryEventsItem


T = TypeVar("T", bound="FeedEntry")


@_attrs_define
class FeedEntry:
    actions: list[FeedEntryActionsItem]
    actor: None | str
    events: list[FeedEntryEventsItem]
    """ redacted for your seat """
    id: int
    """ event id: the version this entry made """
    kind: str
    seat: int | None
    version: int
    active_seats: list[int] | Unset = UNSET
    """ only on an entry that changed who may act or ended the game: the seats that may act after it (none while the
    system acts or once the game is over); else as the last entry that had it said """
    chat: ChatLine | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        actor: None | str
        actor = self.actor

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        id = self.id

        kind = self.kind

        seat: int | None
        seat = self.seat

        version = self.version

        active_seats: list[int] | Unset = UNSET
        if not isinstance(self.active_seats, Unset):
            active_seats = self.active_seats

        chat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = self.chat.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "actor": actor,
                "events": events,
                "id": id,
                "kind": kind,
                "seat": seat,
                "version": version,
            }
        )
        if active_seats is not UNSET:
            field_dict["active_seats"] = active_seats
        if chat is not UNSET:
            field_dict["chat"] = chat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_line import ChatLine  # noqa: PLC0415
        from ..models.feed_entry_actions_item import FeedEntryActionsItem  # noqa: PLC0415
        from ..models.feed_entry_events_item import FeedEntryEventsItem  # noqa: PLC0415

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = FeedEntryActionsItem.from_dict(actions_item_data)

            actions.append(actions_item)

        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = FeedEntryEventsItem.from_dict(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        kind = d.pop("kind")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        version = d.pop("version")

        active_seats = cast(list[int], d.pop("active_seats", UNSET))

        _chat = d.pop("chat", UNSET)
        chat: ChatLine | Unset
        if isinstance(_chat, Unset):
            chat = UNSET
        else:
            chat = ChatLine.from_dict(_chat)

        feed_entry = cls(
            actions=actions,
            actor=actor,
            events=events,
            id=id,
            kind=kind,
            seat=seat,
            version=version,
            active_seats=active_seats,
            chat=chat,
        )

        return feed_entry
