from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ohmygoods_action_discard_half_cards_item import (
    OhmygoodsActionDiscardHalfCardsItem,
    check_ohmygoods_action_discard_half_cards_item,
)
from ..models.ohmygoods_action_discard_half_type import (
    OhmygoodsActionDiscardHalfType,
    check_ohmygoods_action_discard_half_type,
)

T = TypeVar("T", bound="OhmygoodsActionDiscardHalf")


@_attrs_define
class OhmygoodsActionDiscardHalf:
    """the cards ran out: discard half the hand"""

    cards: list[OhmygoodsActionDiscardHalfCardsItem]
    """ cards of your hand """
    type_: OhmygoodsActionDiscardHalfType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_ohmygoods_action_discard_half_cards_item(cards_item_data)

            cards.append(cards_item)

        type_ = check_ohmygoods_action_discard_half_type(d.pop("type"))

        ohmygoods_action_discard_half = cls(
            cards=cards,
            type_=type_,
        )

        return ohmygoods_action_discard_half
