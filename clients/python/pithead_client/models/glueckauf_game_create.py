from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.glueckauf_game_create_game import GlueckaufGameCreateGame, check_glueckauf_game_create_game
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bank_clock import BankClock
    from ..models.glueckauf_game_options import GlueckaufGameOptions
    from ..models.per_move_clock import PerMoveClock


T = TypeVar("T", bound="GlueckaufGameCreate")


@_attrs_define
class GlueckaufGameCreate:
    """a new game of Glück Auf"""

    game: GlueckaufGameCreateGame
    seats: int
    clock: BankClock | PerMoveClock | Unset = UNSET
    """ a turn clock; none by default """
    hints: bool | Unset = False
    """ seats may ask the strongest bot for a hint (POST /v1/games/{id}/seats/{seat}/hint); the game is then never
    rated """
    join: bool | Unset = True
    """ the creator takes seat 0 """
    options: GlueckaufGameOptions | Unset = UNSET
    """ the options of Glück Auf (GET /v1/catalog), each optional """
    private: bool | Unset = False
    """ never listed; others join only with an invitation """
    seed: int | str | Unset = UNSET
    """ optional: replays a known deal (an integer, or 1-64 characters); the game then says seed_chosen, is never
    rated, and others join it only with accept_chosen_seed """
    spectators_chat: bool | Unset = False
    """ spectators may write in the table chat (the creator can close and reopen it: PATCH
    /v1/games/{id}/chat/settings) """

    def to_dict(self) -> dict[str, Any]:
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415

        game: str = self.game

        seats = self.seats

        clock: dict[str, Any] | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, PerMoveClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock.to_dict()

        hints = self.hints

        join = self.join

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        private = self.private

        seed: int | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        spectators_chat = self.spectators_chat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seats": seats,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if hints is not UNSET:
            field_dict["hints"] = hints
        if join is not UNSET:
            field_dict["join"] = join
        if options is not UNSET:
            field_dict["options"] = options
        if private is not UNSET:
            field_dict["private"] = private
        if seed is not UNSET:
            field_dict["seed"] = seed
        if spectators_chat is not UNSET:
            field_dict["spectators_chat"] = spectators_chat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_clock import BankClock  # noqa: PLC0415
        from ..models.glueckauf_game_options import GlueckaufGameOptions  # noqa: PLC0415
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415

        d = dict(src_dict)
        game = check_glueckauf_game_create_game(d.pop("game"))

        seats = d.pop("seats")

        def _parse_clock(data: object) -> BankClock | PerMoveClock | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_type_0 = PerMoveClock.from_dict(data)

                return componentsschemas_clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_clock_type_1 = BankClock.from_dict(data)

            return componentsschemas_clock_type_1

        clock = _parse_clock(d.pop("clock", UNSET))

        hints = d.pop("hints", UNSET)

        join = d.pop("join", UNSET)

        _options = d.pop("options", UNSET)
        options: GlueckaufGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = GlueckaufGameOptions.from_dict(_options)

        private = d.pop("private", UNSET)

        def _parse_seed(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        spectators_chat = d.pop("spectators_chat", UNSET)

        glueckauf_game_create = cls(
            game=game,
            seats=seats,
            clock=clock,
            hints=hints,
            join=join,
            options=options,
            private=private,
            seed=seed,
            spectators_chat=spectators_chat,
        )

        return glueckauf_game_create
