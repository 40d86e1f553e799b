from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_move_from_game_level import BotMoveFromGameLevel, check_bot_move_from_game_level
from ..types import UNSET, Unset

T = TypeVar("T", bound="BotMoveFromGame")


@_attrs_define
class BotMoveFromGame:
    """a move for your seat of a game"""

    game_id: str
    """ a started, unrated game (hints allowed, or a chosen seed) where you hold the seat to move; a rated game is a
    409 rated_game """
    level: BotMoveFromGameLevel
    """ one of the game's bot levels (GET /v1/catalog); a level the game does not have is a 422 unknown_bot_level
    """
    budget_s: float | Unset = UNSET
    """ thinking time in seconds (the level's default if absent) """
    seat: int | Unset = UNSET
    """ your seat there (default: the one you hold) """

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        level: str = self.level

        budget_s = self.budget_s

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "level": level,
            }
        )
        if budget_s is not UNSET:
            field_dict["budget_s"] = budget_s
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        level = check_bot_move_from_game_level(d.pop("level"))

        budget_s = d.pop("budget_s", UNSET)

        seat = d.pop("seat", UNSET)

        bot_move_from_game = cls(
            game_id=game_id,
            level=level,
            budget_s=budget_s,
            seat=seat,
        )

        return bot_move_from_game
