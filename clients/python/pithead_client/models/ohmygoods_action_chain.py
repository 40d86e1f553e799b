from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ohmygoods_action_chain_cards_item import (
    OhmygoodsActionChainCardsItem,
    check_ohmygoods_action_chain_cards_item,
)
from ..models.ohmygoods_action_chain_type import OhmygoodsActionChainType, check_ohmygoods_action_chain_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="OhmygoodsActionChain")


@_attrs_define
class OhmygoodsActionChain:
    """lay one complete set of the building's chain"""

    building: int
    """ one of your buildings, by its place in your row (0: the charburner) """
    type_: OhmygoodsActionChainType
    cards: list[OhmygoodsActionChainCardsItem] | Unset = UNSET
    """ cards of your hand """
    goods: list[int] | Unset = UNSET
    """ goods moved, by building """

    def to_dict(self) -> dict[str, Any]:
        building = self.building

        type_: str = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item: str = cards_item_data
                cards.append(cards_item)

        goods: list[int] | Unset = UNSET
        if not isinstance(self.goods, Unset):
            goods = self.goods

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "building": building,
                "type": type_,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if goods is not UNSET:
            field_dict["goods"] = goods

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        type_ = check_ohmygoods_action_chain_type(d.pop("type"))

        _cards = d.pop("cards", UNSET)
        cards: list[OhmygoodsActionChainCardsItem] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = check_ohmygoods_action_chain_cards_item(cards_item_data)

                cards.append(cards_item)

        goods = cast(list[int], d.pop("goods", UNSET))

        ohmygoods_action_chain = cls(
            building=building,
            type_=type_,
            cards=cards,
            goods=goods,
        )

        return ohmygoods_action_chain
