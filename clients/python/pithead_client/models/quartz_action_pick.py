from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quartz_action_pick_gem import QuartzActionPickGem, check_quartz_action_pick_gem
from ..models.quartz_action_pick_type import QuartzActionPickType, check_quartz_action_pick_type

T = TypeVar("T", bound="QuartzActionPick")


@_attrs_define
class QuartzActionPick:
    """Lend Me a Hand: the drawn gem you take"""

    gem: QuartzActionPickGem
    """ a valuable gem kind """
    type_: QuartzActionPickType

    def to_dict(self) -> dict[str, Any]:
        gem: str = self.gem

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gem": gem,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gem = check_quartz_action_pick_gem(d.pop("gem"))

        type_ = check_quartz_action_pick_type(d.pop("type"))

        quartz_action_pick = cls(
            gem=gem,
            type_=type_,
        )

        return quartz_action_pick
