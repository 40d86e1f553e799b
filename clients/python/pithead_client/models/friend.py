from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.friend_status import FriendStatus, check_friend_status

T = TypeVar("T", bound="Friend")


@_attrs_define
class Friend:
    name: None | str
    player_id: str
    since: int
    """ ms since the epoch """
    status: FriendStatus
    """ friends (both agreed), incoming (they asked you: add them back to accept) or requested (you asked, they have
    not answered) """

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        player_id = self.player_id

        since = self.since

        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "player_id": player_id,
                "since": since,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        player_id = d.pop("player_id")

        since = d.pop("since")

        status = check_friend_status(d.pop("status"))

        friend = cls(
            name=name,
            player_id=player_id,
            since=since,
            status=status,
        )

        return friend
