from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.packstack_action_claim_truck import PackstackActionClaimTruck, check_packstack_action_claim_truck
from ..models.packstack_action_claim_type import PackstackActionClaimType, check_packstack_action_claim_type

T = TypeVar("T", bound="PackstackActionClaim")


@_attrs_define
class PackstackActionClaim:
    """the race: grab a revealed truck"""

    truck: PackstackActionClaimTruck
    """ a revealed truck card """
    type_: PackstackActionClaimType

    def to_dict(self) -> dict[str, Any]:
        truck: str = self.truck

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "truck": truck,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        truck = check_packstack_action_claim_truck(d.pop("truck"))

        type_ = check_packstack_action_claim_type(d.pop("type"))

        packstack_action_claim = cls(
            truck=truck,
            type_=type_,
        )

        return packstack_action_claim
