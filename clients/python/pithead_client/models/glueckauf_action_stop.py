from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_stop_type import GlueckaufActionStopType, check_glueckauf_action_stop_type

T = TypeVar("T", bound="GlueckaufActionStop")


@_attrs_define
class GlueckaufActionStop:
    """mining: end the mining action"""

    type_: GlueckaufActionStopType

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
        type_ = check_glueckauf_action_stop_type(d.pop("type"))

        glueckauf_action_stop = cls(
            type_=type_,
        )

        return glueckauf_action_stop
