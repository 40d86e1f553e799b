from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ohmygoods_action_redraw_keep_type_1 import (
    OhmygoodsActionRedrawKeepType1,
    check_ohmygoods_action_redraw_keep_type_1,
)
from ..models.ohmygoods_action_redraw_type import OhmygoodsActionRedrawType, check_ohmygoods_action_redraw_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="OhmygoodsActionRedraw")


@_attrs_define
class OhmygoodsActionRedraw:
    """phase I: discard the hand and draw as many (option keep_one: keep one card)"""

    type_: OhmygoodsActionRedrawType
    keep: None | OhmygoodsActionRedrawKeepType1 | Unset = UNSET
    """ a card of your hand """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        keep: None | str | Unset
        if isinstance(self.keep, Unset):
            keep = UNSET
        elif isinstance(self.keep, str):
            keep = self.keep
        else:
            keep = self.keep

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if keep is not UNSET:
            field_dict["keep"] = keep

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_ohmygoods_action_redraw_type(d.pop("type"))

        def _parse_keep(data: object) -> None | OhmygoodsActionRedrawKeepType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                keep_type_1 = check_ohmygoods_action_redraw_keep_type_1(data)

                return keep_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OhmygoodsActionRedrawKeepType1 | Unset, data)

        keep = _parse_keep(d.pop("keep", UNSET))

        ohmygoods_action_redraw = cls(
            type_=type_,
            keep=keep,
        )

        return ohmygoods_action_redraw
