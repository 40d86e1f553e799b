from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.per_move_clock_bot_level import PerMoveClockBotLevel, check_per_move_clock_bot_level
from ..models.per_move_clock_increment import PerMoveClockIncrement, check_per_move_clock_increment
from ..types import UNSET, Unset

T = TypeVar("T", bound="PerMoveClock")


@_attrs_define
class PerMoveClock:
    """seconds for each turn (86400: a day)"""

    per_move: int
    bot_level: PerMoveClockBotLevel | Unset = UNSET
    """ the bot that moves on timeout (default: the game's): one of the game's levels """
    increment: PerMoveClockIncrement | Unset = UNSET
    max_timeouts: int | Unset = 3
    """ timeouts in a row before a bot keeps the seat """

    def to_dict(self) -> dict[str, Any]:
        per_move = self.per_move

        bot_level: str | Unset = UNSET
        if not isinstance(self.bot_level, Unset):
            bot_level = self.bot_level

        increment: int | Unset = UNSET
        if not isinstance(self.increment, Unset):
            increment = self.increment

        max_timeouts = self.max_timeouts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "per_move": per_move,
            }
        )
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level
        if increment is not UNSET:
            field_dict["increment"] = increment
        if max_timeouts is not UNSET:
            field_dict["max_timeouts"] = max_timeouts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_move = d.pop("per_move")

        _bot_level = d.pop("bot_level", UNSET)
        bot_level: PerMoveClockBotLevel | Unset
        if isinstance(_bot_level, Unset):
            bot_level = UNSET
        else:
            bot_level = check_per_move_clock_bot_level(_bot_level)

        _increment = d.pop("increment", UNSET)
        increment: PerMoveClockIncrement | Unset
        if isinstance(_increment, Unset):
            increment = UNSET
        else:
            increment = check_per_move_clock_increment(_increment)

        max_timeouts = d.pop("max_timeouts", UNSET)

        per_move_clock = cls(
            per_move=per_move,
            bot_level=bot_level,
            increment=increment,
            max_timeouts=max_timeouts,
        )

        return per_move_clock
