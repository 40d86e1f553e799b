from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Option")


@_attrs_define
class Option:
    default: Any
    description: str
    name: str
    type_: str
    """ int, bool or choice """
    choices: list[Any] | Unset = UNSET
    """ choice options: the values """
    maximum: int | Unset = UNSET
    """ int options: the greatest value """
    minimum: int | Unset = UNSET
    """ int options: the least value """
    seat: bool | Unset = UNSET
    """ present (true) when an int option names a seat: below the seat count """

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        name = self.name

        type_ = self.type_

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        maximum = self.maximum

        minimum = self.minimum

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "description": description,
                "name": name,
                "type": type_,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        description = d.pop("description")

        name = d.pop("name")

        type_ = d.pop("type")

        choices = cast(list[Any], d.pop("choices", UNSET))

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        seat = d.pop("seat", UNSET)

        option = cls(
            default=default,
            description=description,
            name=name,
            type_=type_,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
            seat=seat,
        )

        return option
