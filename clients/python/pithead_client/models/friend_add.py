from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FriendAdd")


@_attrs_define
class FriendAdd:
    name: str
    """ the player's name (case-insensitive) """
    player_id: str | Unset = UNSET
    """ optional: which of the players of that name (names need not be unique; without it, a name several players
    share is a 409 name_ambiguous) """

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        player_id = self.player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        player_id = d.pop("player_id", UNSET)

        friend_add = cls(
            name=name,
            player_id=player_id,
        )

        return friend_add
