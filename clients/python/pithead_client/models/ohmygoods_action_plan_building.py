from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ohmygoods_action_plan_building_card_type_1 import (
    OhmygoodsActionPlanBuildingCardType1,
    check_ohmygoods_action_plan_building_card_type_1,
)
from ..models.ohmygoods_action_plan_building_type import (
    OhmygoodsActionPlanBuildingType,
    check_ohmygoods_action_plan_building_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="OhmygoodsActionPlanBuilding")


@_attrs_define
class OhmygoodsActionPlanBuilding:
    """plan: lay a hand card face down to build (null or absent: none)"""

    type_: OhmygoodsActionPlanBuildingType
    card: None | OhmygoodsActionPlanBuildingCardType1 | Unset = UNSET
    """ a card of your hand """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, str):
            card = self.card
        else:
            card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_ohmygoods_action_plan_building_type(d.pop("type"))

        def _parse_card(data: object) -> None | OhmygoodsActionPlanBuildingCardType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = check_ohmygoods_action_plan_building_card_type_1(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OhmygoodsActionPlanBuildingCardType1 | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        ohmygoods_action_plan_building = cls(
            type_=type_,
            card=card,
        )

        return ohmygoods_action_plan_building
