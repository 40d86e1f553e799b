from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FriendRemoved")


@_attrs_define
class FriendRemoved:
    friend_id: str
    player_id: str
    removed: bool

    def to_dict(self) -> dict[str, Any]:
        friend_id = self.friend_id

        player_id = self.player_id

        removed = self.removed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "friend_id": friend_id,
                "player_id": player_id,
                "removed": removed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        friend_id = d.pop("friend_id")

        player_id = d.pop("player_id")

        removed = d.pop("removed")

        friend_removed = cls(
            friend_id=friend_id,
            player_id=player_id,
            removed=removed,
        )

        return friend_removed
