from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Channels")


@_attrs_define
class Channels:
    email: bool | Unset = UNSET
    push: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        push = self.push

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if email is not UNSET:
            field_dict["email"] = email
        if push is not UNSET:
            field_dict["push"] = push

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email", UNSET)

        push = d.pop("push", UNSET)

        channels = cls(
            email=email,
            push=push,
        )

        return channels
