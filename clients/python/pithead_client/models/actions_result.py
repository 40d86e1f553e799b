from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.actions_result_status import ActionsResultStatus, check_actions_result_status

if TYPE_CHECKING:
    from ..models.actions_result_events_item import ActionsResultEventsItem


T = TypeVar("T", bound="ActionsResult")


@_attrs_define
class ActionsResult:
    events: list[ActionsResultEventsItem]
    """ what happened, as you see it """
    game_id: str
    phase: str
    seat: int | None
    status: ActionsResultStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        game_id = self.game_id

        phase = self.phase

        seat: int | None
        seat = self.seat

        status: str = self.status

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "game_id": game_id,
                "phase": phase,
                "seat": seat,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.actions_result_events_item import ActionsResultEventsItem  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ActionsResultEventsItem.from_dict(events_item_data)

            events.append(events_item)

        game_id = d.pop("game_id")

        phase = d.pop("phase")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        status = check_actions_result_status(d.pop("status"))

        version = d.pop("version")

        actions_result = cls(
            events=events,
            game_id=game_id,
            phase=phase,
            seat=seat,
            status=status,
            version=version,
        )

        return actions_result
