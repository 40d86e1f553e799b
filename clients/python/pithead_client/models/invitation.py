from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.invitation_friend_type_1_type_0 import InvitationFriendType1Type0
    from ..models.invited_friend import InvitedFriend


T = TypeVar("T", bound="Invitation")


@_attrs_define
class Invitation:
    created_at: int
    """ ms since the epoch """
    friend: InvitationFriendType1Type0 | InvitedFriend | None
    """ the one player who may use it; null: whoever holds the link """
    id: str
    """ the invitation's id (not its token) """
    revoked: bool
    seat: int | None
    """ the seat it holds; null: any """
    used_by: None | str
    """ who joined with it (a seat's or a friend's is then spent; a general link's names its first user and stays
    usable) """

    def to_dict(self) -> dict[str, Any]:
        from ..models.invitation_friend_type_1_type_0 import InvitationFriendType1Type0  # noqa: PLC0415
        from ..models.invited_friend import InvitedFriend  # noqa: PLC0415

        created_at = self.created_at

        friend: dict[str, Any] | None
        if isinstance(self.friend, InvitedFriend):
            friend = self.friend.to_dict()
        elif isinstance(self.friend, InvitationFriendType1Type0):
            friend = self.friend.to_dict()
        else:
            friend = self.friend

        id = self.id

        revoked = self.revoked

        seat: int | None
        seat = self.seat

        used_by: None | str
        used_by = self.used_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "friend": friend,
                "id": id,
                "revoked": revoked,
                "seat": seat,
                "used_by": used_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitation_friend_type_1_type_0 import InvitationFriendType1Type0  # noqa: PLC0415
        from ..models.invited_friend import InvitedFriend  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        def _parse_friend(data: object) -> InvitationFriendType1Type0 | InvitedFriend | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                friend_type_0 = InvitedFriend.from_dict(data)

                return friend_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                friend_type_1_type_0 = InvitationFriendType1Type0.from_dict(data)

                return friend_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvitationFriendType1Type0 | InvitedFriend | None, data)

        friend = _parse_friend(d.pop("friend"))

        id = d.pop("id")

        revoked = d.pop("revoked")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_used_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        used_by = _parse_used_by(d.pop("used_by"))

        invitation = cls(
            created_at=created_at,
            friend=friend,
            id=id,
            revoked=revoked,
            seat=seat,
            used_by=used_by,
        )

        return invitation
