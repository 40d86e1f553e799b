from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OneAction")


@_attrs_define
class OneAction:
    """one action as a bare object: `type` and exactly the fields that action type of the game takes (its `<Game>Action`
    component), with `expected_version` beside them; another field, a missing one or a wrong type is a 422
    invalid_action naming the field

    """

    type_: str
    """ the action's name in the game (GET /v1/games/{id}/actions lists the legal ones with their fields) """
    expected_version: int | Unset = UNSET
    """ the version you acted on (or send If-Match); stale -> 409 """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        expected_version = d.pop("expected_version", UNSET)

        one_action = cls(
            type_=type_,
            expected_version=expected_version,
        )

        one_action.additional_properties = d
        return one_action

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
