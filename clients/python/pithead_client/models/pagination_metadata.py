from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PaginationMetadata")


@_attrs_define
class PaginationMetadata:
    first_page: int | Unset = UNSET
    """ First available page number. """
    last_page: int | Unset = UNSET
    """ Last available page number. """
    next_page: int | Unset = UNSET
    """ Next page number. """
    page: int | Unset = UNSET
    """ Current page number. """
    previous_page: int | Unset = UNSET
    """ Previous page number. """
    total: int | Unset = UNSET
    """ Total number of items. """
    total_pages: int | Unset = UNSET
    """ Total number of pages. """

    def to_dict(self) -> dict[str, Any]:
        first_page = self.first_page

        last_page = self.last_page

        next_page = self.next_page

        page = self.page

        previous_page = self.previous_page

        total = self.total

        total_pages = self.total_pages

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_page is not UNSET:
            field_dict["first_page"] = first_page
        if last_page is not UNSET:
            field_dict["last_page"] = last_page
        if next_page is not UNSET:
            field_dict["next_page"] = next_page
        if page is not UNSET:
            field_dict["page"] = page
        if previous_page is not UNSET:
            field_dict["previous_page"] = previous_page
        if total is not UNSET:
            field_dict["total"] = total
        if total_pages is not UNSET:
            field_dict["total_pages"] = total_pages

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_page = d.pop("first_page", UNSET)

        last_page = d.pop("last_page", UNSET)

        next_page = d.pop("next_page", UNSET)

        page = d.pop("page", UNSET)

        previous_page = d.pop("previous_page", UNSET)

        total = d.pop("total", UNSET)

        total_pages = d.pop("total_pages", UNSET)

        pagination_metadata = cls(
            first_page=first_page,
            last_page=last_page,
            next_page=next_page,
            page=page,
            previous_page=previous_page,
            total=total,
            total_pages=total_pages,
        )

        return pagination_metadata
