from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    code: str
    """ stable machine code, e.g. not_your_turn """
    detail: str
    """ what went wrong in this request """
    status: int
    """ HTTP status code """
    title: str
    """ short human summary of the type """
    type_: str
    """ URI identifying the problem type """
    current_version: int | Unset = UNSET
    """ the game's version (stale_version) """
    errors: ProblemErrors | Unset = UNSET
    """ field messages of a schema error, by field """
    field: str | Unset = UNSET
    """ invalid_action: its field that does not fit the game's shape, e.g. truck or pieces[0].row (empty: the action
    itself) """
    index: int | Unset = UNSET
    """ invalid_action: the refused action's place in the batch (0: the first, or the only one) """

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field = self.field

        index = self.index

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if field is not UNSET:
            field_dict["field"] = field
        if index is not UNSET:
            field_dict["index"] = index

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        field = d.pop("field", UNSET)

        index = d.pop("index", UNSET)

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            field=field,
            index=index,
        )

        return problem
