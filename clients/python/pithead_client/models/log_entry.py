from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.log_entry_actions_item import LogEntryActionsItem
    from ..models.log_entry_events_item import LogEntryEventsItem


T = TypeVar("T", bound="LogEntry")


@_attrs_define
class LogEntry:
    actions: list[LogEntryActionsItem]
    """ shown for your own seat only """
    actor: None | str
    events: list[LogEntryEventsItem]
    id: int
    """ the entry's id: the version it made """
    kind: str
    """ lobby or play """
    seat: int | None
    text: list[str]
    """ each event as a line for people, in the request's language (Accept-Language) """
    version: int
    active_seats: list[int] | Unset = UNSET
    """ only on an entry that changed who may act or ended the game: the seats that may act after it """

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

        text = self.text

        version = self.version

        active_seats: list[int] | Unset = UNSET
        if not isinstance(self.active_seats, Unset):
            active_seats = self.active_seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "actor": actor,
                "events": events,
                "id": id,
                "kind": kind,
                "seat": seat,
                "text": text,
                "version": version,
            }
        )
        if active_seats is not UNSET:
            field_dict["active_seats"] = active_seats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry_actions_item import LogEntryActionsItem  # noqa: PLC0415
        from ..models.log_entry_events_item import LogEntryEventsItem  # noqa: PLC0415

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = LogEntryActionsItem.from_dict(actions_item_data)

            actions.append(actions_item)

        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = LogEntryEventsItem.from_dict(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        kind = d.pop("kind")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        text = cast(list[str], d.pop("text"))

        version = d.pop("version")

        active_seats = cast(list[int], d.pop("active_seats", UNSET))

        log_entry = cls(
            actions=actions,
            actor=actor,
            events=events,
            id=id,
            kind=kind,
            seat=seat,
            text=text,
            version=version,
            active_seats=active_seats,
        )

        return log_entry
