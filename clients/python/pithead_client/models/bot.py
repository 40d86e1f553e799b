from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel, check_bot_level
from ..types import UNSET, Unset

T = TypeVar("T", bound="Bot")


@_attrs_define
class Bot:
    level: BotLevel | Unset = UNSET
    """ one of the game's bot levels (GET /v1/catalog); default: the game's default level. A game without bots
    answers 422 no_bots_for_game, a level it does not have 422 unknown_bot_level """
    seat: int | Unset = UNSET
    """ a free seat, below the game's seat count (else a 422 invalid_seat); default: the first free one """

    def to_dict(self) -> dict[str, Any]:
        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if level is not UNSET:
            field_dict["level"] = level
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _level = d.pop("level", UNSET)
        level: BotLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = check_bot_level(_level)

        seat = d.pop("seat", UNSET)

        bot = cls(
            level=level,
            seat=seat,
        )

        return bot
