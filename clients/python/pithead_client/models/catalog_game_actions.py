from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.catalog_game_actions_additional_property import CatalogGameActionsAdditionalProperty


T = TypeVar("T", bound="CatalogGameActions")


@_attrs_define
class CatalogGameActions:
    """each action type a player sends -> its JSON shape (OpenAPI 3.0 schema): exactly these fields, of these types and
    ranges; another is a 422 invalid_action naming the field

    """

    additional_properties: dict[str, CatalogGameActionsAdditionalProperty] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_game_actions_additional_property import CatalogGameActionsAdditionalProperty  # noqa: PLC0415

        d = dict(src_dict)
        catalog_game_actions = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = CatalogGameActionsAdditionalProperty.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        catalog_game_actions.additional_properties = additional_properties
        return catalog_game_actions

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> CatalogGameActionsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: CatalogGameActionsAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
