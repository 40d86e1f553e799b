from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.actions_result_status import ActionsResultStatus, check_actions_result_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.actions_result_events_item import ActionsResultEventsItem
    from ..models.legal_actions import LegalActions
    from ..models.state import State


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
    legal_actions: LegalActions | Unset = UNSET
    state: State | Unset = UNSET

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

        legal_actions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = self.legal_actions.to_dict()

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

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
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.actions_result_events_item import ActionsResultEventsItem  # noqa: PLC0415
        from ..models.legal_actions import LegalActions  # noqa: PLC0415
        from ..models.state import State  # noqa: PLC0415

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

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: LegalActions | Unset
        if isinstance(_legal_actions, Unset):
            legal_actions = UNSET
        else:
            legal_actions = LegalActions.from_dict(_legal_actions)

        _state = d.pop("state", UNSET)
        state: State | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = State.from_dict(_state)

        actions_result = cls(
            events=events,
            game_id=game_id,
            phase=phase,
            seat=seat,
            status=status,
            version=version,
            legal_actions=legal_actions,
            state=state,
        )

        return actions_result
