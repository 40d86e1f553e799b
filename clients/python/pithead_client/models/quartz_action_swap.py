from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quartz_action_swap_give_type_1 import QuartzActionSwapGiveType1, check_quartz_action_swap_give_type_1
from ..models.quartz_action_swap_take_type_1 import QuartzActionSwapTakeType1, check_quartz_action_swap_take_type_1
from ..models.quartz_action_swap_type import QuartzActionSwapType, check_quartz_action_swap_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuartzActionSwap")


@_attrs_define
class QuartzActionSwap:
    """Found It!: swap a cart gem for a drawn one (both null or absent: none)"""

    type_: QuartzActionSwapType
    give: None | QuartzActionSwapGiveType1 | Unset = UNSET
    """ a valuable gem kind """
    take: None | QuartzActionSwapTakeType1 | Unset = UNSET
    """ a valuable gem kind """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        give: None | str | Unset
        if isinstance(self.give, Unset):
            give = UNSET
        elif isinstance(self.give, str):
            give = self.give
        else:
            give = self.give

        take: None | str | Unset
        if isinstance(self.take, Unset):
            take = UNSET
        elif isinstance(self.take, str):
            take = self.take
        else:
            take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if give is not UNSET:
            field_dict["give"] = give
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_quartz_action_swap_type(d.pop("type"))

        def _parse_give(data: object) -> None | QuartzActionSwapGiveType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                give_type_1 = check_quartz_action_swap_give_type_1(data)

                return give_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuartzActionSwapGiveType1 | Unset, data)

        give = _parse_give(d.pop("give", UNSET))

        def _parse_take(data: object) -> None | QuartzActionSwapTakeType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                take_type_1 = check_quartz_action_swap_take_type_1(data)

                return take_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuartzActionSwapTakeType1 | Unset, data)

        take = _parse_take(d.pop("take", UNSET))

        quartz_action_swap = cls(
            type_=type_,
            give=give,
            take=take,
        )

        return quartz_action_swap
