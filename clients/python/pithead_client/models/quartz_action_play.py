from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quartz_action_play_card import QuartzActionPlayCard, check_quartz_action_play_card
from ..models.quartz_action_play_gems_item import QuartzActionPlayGemsItem, check_quartz_action_play_gems_item
from ..models.quartz_action_play_give import QuartzActionPlayGive, check_quartz_action_play_give
from ..models.quartz_action_play_take import QuartzActionPlayTake, check_quartz_action_play_take
from ..models.quartz_action_play_type import QuartzActionPlayType, check_quartz_action_play_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuartzActionPlay")


@_attrs_define
class QuartzActionPlay:
    """play an action card; its target and gems as the card asks"""

    card: QuartzActionPlayCard
    """ an action card of your hand """
    type_: QuartzActionPlayType
    gems: list[QuartzActionPlayGemsItem] | Unset = UNSET
    """ valuable gem kinds """
    give: QuartzActionPlayGive | Unset = UNSET
    """ a valuable gem kind """
    take: QuartzActionPlayTake | Unset = UNSET
    """ a valuable gem kind """
    target: int | Unset = UNSET
    """ a seat """

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        type_: str = self.type_

        gems: list[str] | Unset = UNSET
        if not isinstance(self.gems, Unset):
            gems = []
            for gems_item_data in self.gems:
                gems_item: str = gems_item_data
                gems.append(gems_item)

        give: str | Unset = UNSET
        if not isinstance(self.give, Unset):
            give = self.give

        take: str | Unset = UNSET
        if not isinstance(self.take, Unset):
            take = self.take

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )
        if gems is not UNSET:
            field_dict["gems"] = gems
        if give is not UNSET:
            field_dict["give"] = give
        if take is not UNSET:
            field_dict["take"] = take
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_quartz_action_play_card(d.pop("card"))

        type_ = check_quartz_action_play_type(d.pop("type"))

        _gems = d.pop("gems", UNSET)
        gems: list[QuartzActionPlayGemsItem] | Unset = UNSET
        if _gems is not UNSET:
            gems = []
            for gems_item_data in _gems:
                gems_item = check_quartz_action_play_gems_item(gems_item_data)

                gems.append(gems_item)

        _give = d.pop("give", UNSET)
        give: QuartzActionPlayGive | Unset
        if isinstance(_give, Unset):
            give = UNSET
        else:
            give = check_quartz_action_play_give(_give)

        _take = d.pop("take", UNSET)
        take: QuartzActionPlayTake | Unset
        if isinstance(_take, Unset):
            take = UNSET
        else:
            take = check_quartz_action_play_take(_take)

        target = d.pop("target", UNSET)

        quartz_action_play = cls(
            card=card,
            type_=type_,
            gems=gems,
            give=give,
            take=take,
            target=target,
        )

        return quartz_action_play
