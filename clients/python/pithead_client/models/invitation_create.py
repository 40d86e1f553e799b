from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="InvitationCreate")


@_attrs_define
class InvitationCreate:
    friend: str | Unset = UNSET
    """ a friend's player name: only that friend may use it, and is notified (`invited`); the seat defaults to the
    first free one """
    seat: int | Unset = UNSET
    """ a free seat the link holds (only this seat, used once); default: any free seat, reusable """

    def to_dict(self) -> dict[str, Any]:
        friend = self.friend

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if friend is not UNSET:
            field_dict["friend"] = friend
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        friend = d.pop("friend", UNSET)

        seat = d.pop("seat", UNSET)

        invitation_create = cls(
            friend=friend,
            seat=seat,
        )

        return invitation_create
