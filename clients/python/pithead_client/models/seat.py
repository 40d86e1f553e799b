from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_kind_type_1 import SeatKindType1, check_seat_kind_type_1
from ..types import UNSET, Unset

T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    bot: None | str
    """ bot level """
    kind: None | SeatKindType1
    """ player, bot, or null (free) """
    name: None | str
    player_id: None | str
    seat: int
    replaced_player_id: str | Unset = UNSET
    """ a bot plays on for this person, who resigned or was dropped by the turn clock """

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        kind: None | str
        if isinstance(self.kind, str):
            kind = self.kind
        else:
            kind = self.kind

        name: None | str
        name = self.name

        player_id: None | str
        player_id = self.player_id

        seat = self.seat

        replaced_player_id = self.replaced_player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "kind": kind,
                "name": name,
                "player_id": player_id,
                "seat": seat,
            }
        )
        if replaced_player_id is not UNSET:
            field_dict["replaced_player_id"] = replaced_player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_kind(data: object) -> None | SeatKindType1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = check_seat_kind_type_1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatKindType1, data)

        kind = _parse_kind(d.pop("kind"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_id = _parse_player_id(d.pop("player_id"))

        seat = d.pop("seat")

        replaced_player_id = d.pop("replaced_player_id", UNSET)

        seat = cls(
            bot=bot,
            kind=kind,
            name=name,
            player_id=player_id,
            seat=seat,
            replaced_player_id=replaced_player_id,
        )

        return seat
