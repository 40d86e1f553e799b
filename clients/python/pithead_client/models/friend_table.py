from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game import Game


T = TypeVar("T", bound="FriendTable")


@_attrs_define
class FriendTable:
    game: Game
    invited: bool
    """ you hold an invitation to it """
    invited_seat: int | None
    """ the seat your invitation holds (null: none, or any) """

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        invited = self.invited

        invited_seat: int | None
        invited_seat = self.invited_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "invited": invited,
                "invited_seat": invited_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game  # noqa: PLC0415

        d = dict(src_dict)
        game = Game.from_dict(d.pop("game"))

        invited = d.pop("invited")

        def _parse_invited_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        invited_seat = _parse_invited_seat(d.pop("invited_seat"))

        friend_table = cls(
            game=game,
            invited=invited,
            invited_seat=invited_seat,
        )

        return friend_table
