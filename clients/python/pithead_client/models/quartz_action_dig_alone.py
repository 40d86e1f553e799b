from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quartz_action_dig_alone_type import QuartzActionDigAloneType, check_quartz_action_dig_alone_type

T = TypeVar("T", bound="QuartzActionDigAlone")


@_attrs_define
class QuartzActionDigAlone:
    """the last dwarf digs on alone"""

    type_: QuartzActionDigAloneType

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_quartz_action_dig_alone_type(d.pop("type"))

        quartz_action_dig_alone = cls(
            type_=type_,
        )

        return quartz_action_dig_alone
