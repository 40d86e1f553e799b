from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.goofspiel_action_bid_type import GoofspielActionBidType, check_goofspiel_action_bid_type

T = TypeVar("T", bound="GoofspielActionBid")


@_attrs_define
class GoofspielActionBid:
    """bid a card of your hand, sealed until the reveal"""

    card: int
    """ a bid card """
    type_: GoofspielActionBidType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = check_goofspiel_action_bid_type(d.pop("type"))

        goofspiel_action_bid = cls(
            card=card,
            type_=type_,
        )

        return goofspiel_action_bid
