from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replay_action_type_0 import ReplayActionType0
    from ..models.replay_state import ReplayState


T = TypeVar("T", bound="Replay")


@_attrs_define
class Replay:
    action: None | ReplayActionType0
    """ the at-th action: seat, action """
    active_seats: list[int]
    at: int
    game_id: str
    phase: str
    state: ReplayState
    """ the full state (the game is over: no secrets) """
    total: int
    """ actions in the whole game """

    def to_dict(self) -> dict[str, Any]:
        from ..models.replay_action_type_0 import ReplayActionType0  # noqa: PLC0415

        action: dict[str, Any] | None
        if isinstance(self.action, ReplayActionType0):
            action = self.action.to_dict()
        else:
            action = self.action

        active_seats = self.active_seats

        at = self.at

        game_id = self.game_id

        phase = self.phase

        state = self.state.to_dict()

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "active_seats": active_seats,
                "at": at,
                "game_id": game_id,
                "phase": phase,
                "state": state,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_action_type_0 import ReplayActionType0  # noqa: PLC0415
        from ..models.replay_state import ReplayState  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_action(data: object) -> None | ReplayActionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = ReplayActionType0.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplayActionType0, data)

        action = _parse_action(d.pop("action"))

        active_seats = cast(list[int], d.pop("active_seats"))

        at = d.pop("at")

        game_id = d.pop("game_id")

        phase = d.pop("phase")

        state = ReplayState.from_dict(d.pop("state"))

        total = d.pop("total")

        replay = cls(
            action=action,
            active_seats=active_seats,
            at=at,
            game_id=game_id,
            phase=phase,
            state=state,
            total=total,
        )

        return replay
