from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.invited_friend import InvitedFriend
    from ..models.new_invitation_friend_type_1_type_0 import NewInvitationFriendType1Type0


T = TypeVar("T", bound="NewInvitation")


@_attrs_define
class NewInvitation:
    created_at: int
    """ ms since the epoch """
    friend: InvitedFriend | NewInvitationFriendType1Type0 | None
    """ the one player who may use it; null: whoever holds the link """
    game_id: str
    id: str
    """ the invitation's id (not its token) """
    revoked: bool
    seat: int | None
    """ the seat it holds; null: any """
    token: str
    """ the secret; shown only in this answer """
    url: str
    """ the web client's join page for this link """
    used_by: None | str
    """ who joined with it (a seat's or a friend's is then spent; a general link's names its first user and stays
    usable) """

    def to_dict(self) -> dict[str, Any]:
        from ..models.invited_friend import InvitedFriend  # noqa: PLC0415
        from ..models.new_invitation_friend_type_1_type_0 import NewInvitationFriendType1Type0  # noqa: PLC0415

        created_at = self.created_at

        friend: dict[str, Any] | None
        if isinstance(self.friend, InvitedFriend):
            friend = self.friend.to_dict()
        elif isinstance(self.friend, NewInvitationFriendType1Type0):
            friend = self.friend.to_dict()
        else:
            friend = self.friend

        game_id = self.game_id

        id = self.id

        revoked = self.revoked

        seat: int | None
        seat = self.seat

        token = self.token

        url = self.url

        used_by: None | str
        used_by = self.used_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "friend": friend,
                "game_id": game_id,
                "id": id,
                "revoked": revoked,
                "seat": seat,
                "token": token,
                "url": url,
                "used_by": used_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invited_friend import InvitedFriend  # noqa: PLC0415
        from ..models.new_invitation_friend_type_1_type_0 import NewInvitationFriendType1Type0  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        def _parse_friend(data: object) -> InvitedFriend | NewInvitationFriendType1Type0 | None:
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
                friend_type_1_type_0 = NewInvitationFriendType1Type0.from_dict(data)

                return friend_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvitedFriend | NewInvitationFriendType1Type0 | None, data)

        friend = _parse_friend(d.pop("friend"))

        game_id = d.pop("game_id")

        id = d.pop("id")

        revoked = d.pop("revoked")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        token = d.pop("token")

        url = d.pop("url")

        def _parse_used_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        used_by = _parse_used_by(d.pop("used_by"))

        new_invitation = cls(
            created_at=created_at,
            friend=friend,
            game_id=game_id,
            id=id,
            revoked=revoked,
            seat=seat,
            token=token,
            url=url,
            used_by=used_by,
        )

        return new_invitation
