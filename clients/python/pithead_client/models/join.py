from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Join")


@_attrs_define
class Join:
    accept_chosen_seed: bool | Unset = False
    """ true: you join knowing the host chose the seed (`seed_chosen`), so the host may know every hand and the deck
    order and the game is not rated. Required to join such a game (else 409 chosen_seed_not_accepted) """
    invitation: str | Unset = UNSET
    """ an invitation's token (its link's last part): needed for a private game unless an invitation names you; a
    seat's token fits that seat only """
    seat: int | Unset = UNSET
    """ a free seat, below the game's seat count (else a 422 invalid_seat); default: the first free one """

    def to_dict(self) -> dict[str, Any]:
        accept_chosen_seed = self.accept_chosen_seed

        invitation = self.invitation

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if accept_chosen_seed is not UNSET:
            field_dict["accept_chosen_seed"] = accept_chosen_seed
        if invitation is not UNSET:
            field_dict["invitation"] = invitation
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept_chosen_seed = d.pop("accept_chosen_seed", UNSET)

        invitation = d.pop("invitation", UNSET)

        seat = d.pop("seat", UNSET)

        join = cls(
            accept_chosen_seed=accept_chosen_seed,
            invitation=invitation,
            seat=seat,
        )

        return join
