from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.glueckauf_action_draft_type import GlueckaufActionDraftType, check_glueckauf_action_draft_type

T = TypeVar("T", bound="GlueckaufActionDraft")


@_attrs_define
class GlueckaufActionDraft:
    """take an order card from the draft display"""

    card: int
    """ an order card's id """
    type_: GlueckaufActionDraftType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = check_glueckauf_action_draft_type(d.pop("type"))

        glueckauf_action_draft = cls(
            card=card,
            type_=type_,
        )

        return glueckauf_action_draft
