from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quartz_action_not_mine_either_type import (
    QuartzActionNotMineEitherType,
    check_quartz_action_not_mine_either_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuartzActionNotMineEither")


@_attrs_define
class QuartzActionNotMineEither:
    """pass the coal on (null or absent: none left to pass to)"""

    type_: QuartzActionNotMineEitherType
    to: int | None | Unset = UNSET
    """ a seat """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        to: int | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_quartz_action_not_mine_either_type(d.pop("type"))

        def _parse_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        quartz_action_not_mine_either = cls(
            type_=type_,
            to=to,
        )

        return quartz_action_not_mine_either
