from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Mutes")


@_attrs_define
class Mutes:
    mutes: list[str]
    """ the names you muted """

    def to_dict(self) -> dict[str, Any]:
        mutes = self.mutes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mutes": mutes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mutes = cast(list[str], d.pop("mutes"))

        mutes = cls(
            mutes=mutes,
        )

        return mutes
