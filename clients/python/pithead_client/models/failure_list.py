from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.failure import Failure


T = TypeVar("T", bound="FailureList")


@_attrs_define
class FailureList:
    failures: list[Failure]

    def to_dict(self) -> dict[str, Any]:
        failures = []
        for failures_item_data in self.failures:
            failures_item = failures_item_data.to_dict()
            failures.append(failures_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "failures": failures,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.failure import Failure  # noqa: PLC0415

        d = dict(src_dict)
        failures = []
        _failures = d.pop("failures")
        for failures_item_data in _failures:
            failures_item = Failure.from_dict(failures_item_data)

            failures.append(failures_item)

        failure_list = cls(
            failures=failures,
        )

        return failure_list
