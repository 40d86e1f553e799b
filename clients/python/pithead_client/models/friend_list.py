from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.friend import Friend


T = TypeVar("T", bound="FriendList")


@_attrs_define
class FriendList:
    friends: list[Friend]
    """ friends first, then requests to you, then yours; by name """

    def to_dict(self) -> dict[str, Any]:
        friends = []
        for friends_item_data in self.friends:
            friends_item = friends_item_data.to_dict()
            friends.append(friends_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "friends": friends,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.friend import Friend  # noqa: PLC0415

        d = dict(src_dict)
        friends = []
        _friends = d.pop("friends")
        for friends_item_data in _friends:
            friends_item = Friend.from_dict(friends_item_data)

            friends.append(friends_item)

        friend_list = cls(
            friends=friends,
        )

        return friend_list
