from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatLineCreate")


@_attrs_define
class ChatLineCreate:
    text: str
    """ at most 500 characters once trimmed (else 422 message_too_long); blank is a 422 empty_message """
    to: int | str | Unset = UNSET
    """ optional: a seat index or a seated player's name; that player is notified (chat_to_you) """

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        to: int | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        def _parse_to(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        chat_line_create = cls(
            text=text,
            to=to,
        )

        return chat_line_create
