from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ohmygoods_action_move_apprentice_apprentice import (
    OhmygoodsActionMoveApprenticeApprentice,
    check_ohmygoods_action_move_apprentice_apprentice,
)
from ..models.ohmygoods_action_move_apprentice_type import (
    OhmygoodsActionMoveApprenticeType,
    check_ohmygoods_action_move_apprentice_type,
)

T = TypeVar("T", bound="OhmygoodsActionMoveApprentice")


@_attrs_define
class OhmygoodsActionMoveApprentice:
    """plan: move an apprentice to a free building"""

    apprentice: OhmygoodsActionMoveApprenticeApprentice
    """ an apprentice card """
    to: int
    """ one of your buildings, by its place in your row (0: the charburner) """
    type_: OhmygoodsActionMoveApprenticeType

    def to_dict(self) -> dict[str, Any]:
        apprentice: str = self.apprentice

        to = self.to

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apprentice": apprentice,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        apprentice = check_ohmygoods_action_move_apprentice_apprentice(d.pop("apprentice"))

        to = d.pop("to")

        type_ = check_ohmygoods_action_move_apprentice_type(d.pop("type"))

        ohmygoods_action_move_apprentice = cls(
            apprentice=apprentice,
            to=to,
            type_=type_,
        )

        return ohmygoods_action_move_apprentice
