from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.state_status import StateStatus, check_state_status

if TYPE_CHECKING:
    from ..models.state_view import StateView


T = TypeVar("T", bound="State")


@_attrs_define
class State:
    active_seats: list[int]
    awaiting_system: bool
    game_id: str
    phase: str
    seat: int | None
    """ your seat; null: spectator """
    status: StateStatus
    version: int
    view: StateView
    """ the game as your seat may know it """

    def to_dict(self) -> dict[str, Any]:
        active_seats = self.active_seats

        awaiting_system = self.awaiting_system

        game_id = self.game_id

        phase = self.phase

        seat: int | None
        seat = self.seat

        status: str = self.status

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seats": active_seats,
                "awaiting_system": awaiting_system,
                "game_id": game_id,
                "phase": phase,
                "seat": seat,
                "status": status,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.state_view import StateView  # noqa: PLC0415

        d = dict(src_dict)
        active_seats = cast(list[int], d.pop("active_seats"))

        awaiting_system = d.pop("awaiting_system")

        game_id = d.pop("game_id")

        phase = d.pop("phase")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        status = check_state_status(d.pop("status"))

        version = d.pop("version")

        view = StateView.from_dict(d.pop("view"))

        state = cls(
            active_seats=active_seats,
            awaiting_system=awaiting_system,
            game_id=game_id,
            phase=phase,
            seat=seat,
            status=status,
            version=version,
            view=view,
        )

        return state
