from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bank_clock_bot_level import BankClockBotLevel, check_bank_clock_bot_level
from ..types import UNSET, Unset

T = TypeVar("T", bound="BankClock")


@_attrs_define
class BankClock:
    """a time bank for the whole game"""

    bank: int
    bot_level: BankClockBotLevel | Unset = UNSET
    """ the bot that moves on timeout (default: the game's): one of the game's levels """
    increment: int | Unset = UNSET
    """ seconds added after each turn (capped at the bank) """
    max_timeouts: int | Unset = 3
    """ timeouts in a row before a bot keeps the seat """

    def to_dict(self) -> dict[str, Any]:
        bank = self.bank

        bot_level: str | Unset = UNSET
        if not isinstance(self.bot_level, Unset):
            bot_level = self.bot_level

        increment = self.increment

        max_timeouts = self.max_timeouts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bank": bank,
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
        bank = d.pop("bank")

        _bot_level = d.pop("bot_level", UNSET)
        bot_level: BankClockBotLevel | Unset
        if isinstance(_bot_level, Unset):
            bot_level = UNSET
        else:
            bot_level = check_bank_clock_bot_level(_bot_level)

        increment = d.pop("increment", UNSET)

        max_timeouts = d.pop("max_timeouts", UNSET)

        bank_clock = cls(
            bank=bank,
            bot_level=bot_level,
            increment=increment,
            max_timeouts=max_timeouts,
        )

        return bank_clock
