from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_status import GameStatus, check_game_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_clock import GameClock
    from ..models.game_options import GameOptions
    from ..models.seat import Seat


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    created_at: int
    """ ms since the epoch """
    created_by: str
    game: str
    hints: bool
    """ true when seats may ask the strongest bot for a hint (POST /v1/games/{id}/seats/{seat}/hint): the game is
    never rated """
    id: str
    options: GameOptions
    phase: None | str
    """ null until the start """
    private: bool
    """ true: never listed, joined only with an invitation (POST /v1/games/{id}/invitations) """
    rated: bool
    """ false when the game will never be rated (a chosen seed, or hints) """
    seats: list[Seat]
    seed_chosen: bool
    """ true when the host chose the seed: the host may know the whole deal, the game is never rated, and joining it
    takes accept_chosen_seed """
    status: GameStatus
    updated_at: int
    """ ms since the epoch """
    version: int
    clock: GameClock | Unset = UNSET
    """ the turn clock's options, if the game has one """
    rematch: str | Unset = UNSET
    """ the id of this finished game's rematch, once someone started it (POST /v1/games/{id}/rematch) """
    rematch_of: str | Unset = UNSET
    """ the finished game this one is the rematch of """
    seed: Any | Unset = UNSET
    """ the deal's seed (an integer or a string), shown once the game is finished """

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        created_by = self.created_by

        game = self.game

        hints = self.hints

        id = self.id

        options = self.options.to_dict()

        phase: None | str
        phase = self.phase

        private = self.private

        rated = self.rated

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed_chosen = self.seed_chosen

        status: str = self.status

        updated_at = self.updated_at

        version = self.version

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        rematch = self.rematch

        rematch_of = self.rematch_of

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "created_by": created_by,
                "game": game,
                "hints": hints,
                "id": id,
                "options": options,
                "phase": phase,
                "private": private,
                "rated": rated,
                "seats": seats,
                "seed_chosen": seed_chosen,
                "status": status,
                "updated_at": updated_at,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_clock import GameClock  # noqa: PLC0415
        from ..models.game_options import GameOptions  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        game = d.pop("game")

        hints = d.pop("hints")

        id = d.pop("id")

        options = GameOptions.from_dict(d.pop("options"))

        def _parse_phase(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phase = _parse_phase(d.pop("phase"))

        private = d.pop("private")

        rated = d.pop("rated")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        seed_chosen = d.pop("seed_chosen")

        status = check_game_status(d.pop("status"))

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        _clock = d.pop("clock", UNSET)
        clock: GameClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = GameClock.from_dict(_clock)

        rematch = d.pop("rematch", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        seed = d.pop("seed", UNSET)

        game = cls(
            created_at=created_at,
            created_by=created_by,
            game=game,
            hints=hints,
            id=id,
            options=options,
            phase=phase,
            private=private,
            rated=rated,
            seats=seats,
            seed_chosen=seed_chosen,
            status=status,
            updated_at=updated_at,
            version=version,
            clock=clock,
            rematch=rematch,
            rematch_of=rematch_of,
            seed=seed,
        )

        return game
