from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.health_status import HealthStatus, check_health_status

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    status: HealthStatus

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = check_health_status(d.pop("status"))

        health = cls(
            status=status,
        )

        return health
