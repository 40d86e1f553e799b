from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.my_game_status import MyGameStatus, check_my_game_status

T = TypeVar("T", bound="MyGame")


@_attrs_define
class MyGame:
    active_seats: list[int]
    """ whose turn it is """
    deadline: int | None
    """ ms; when my clock ends """
    game: str
    game_id: str
    my_turn: bool
    seat: int | None
    seat_lost: bool
    """ you resigned or were dropped """
    status: MyGameStatus
    updated_at: int
    version: int
    waiting_since: int | None
    """ ms; my turn only """

    def to_dict(self) -> dict[str, Any]:
        active_seats = self.active_seats

        deadline: int | None
        deadline = self.deadline

        game = self.game

        game_id = self.game_id

        my_turn = self.my_turn

        seat: int | None
        seat = self.seat

        seat_lost = self.seat_lost

        status: str = self.status

        updated_at = self.updated_at

        version = self.version

        waiting_since: int | None
        waiting_since = self.waiting_since

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seats": active_seats,
                "deadline": deadline,
                "game": game,
                "game_id": game_id,
                "my_turn": my_turn,
                "seat": seat,
                "seat_lost": seat_lost,
                "status": status,
                "updated_at": updated_at,
                "version": version,
                "waiting_since": waiting_since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active_seats = cast(list[int], d.pop("active_seats"))

        def _parse_deadline(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        game = d.pop("game")

        game_id = d.pop("game_id")

        my_turn = d.pop("my_turn")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seat_lost = d.pop("seat_lost")

        status = check_my_game_status(d.pop("status"))

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        def _parse_waiting_since(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        waiting_since = _parse_waiting_since(d.pop("waiting_since"))

        my_game = cls(
            active_seats=active_seats,
            deadline=deadline,
            game=game,
            game_id=game_id,
            my_turn=my_turn,
            seat=seat,
            seat_lost=seat_lost,
            status=status,
            updated_at=updated_at,
            version=version,
            waiting_since=waiting_since,
        )

        return my_game
