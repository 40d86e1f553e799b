from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="QuietHours")


@_attrs_define
class QuietHours:
    enabled: bool
    end: str
    start: str
    time_zone: str

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        end = self.end

        start = self.start

        time_zone = self.time_zone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "enabled": enabled,
                "end": end,
                "start": start,
                "time_zone": time_zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled")

        end = d.pop("end")

        start = d.pop("start")

        time_zone = d.pop("time_zone")

        quiet_hours = cls(
            enabled=enabled,
            end=end,
            start=start,
            time_zone=time_zone,
        )

        return quiet_hours
