from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_line_to_type_1_type_0 import ChatLineToType1Type0
    from ..models.chat_recipient import ChatRecipient


T = TypeVar("T", bound="ChatLine")


@_attrs_define
class ChatLine:
    at: int
    """ when it was posted (ms since the epoch) """
    id: str
    """ the line's id, "<version>-<n>": posted at that game version, the n-th line there (also its place in the
    feed) """
    name: str
    """ who wrote it """
    seat: int | None
    """ the writer's seat; null: a spectator """
    text: str
    to: ChatLineToType1Type0 | ChatRecipient | None
    """ the seat it is addressed to (its player is notified); the line is public """

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_line_to_type_1_type_0 import ChatLineToType1Type0  # noqa: PLC0415
        from ..models.chat_recipient import ChatRecipient  # noqa: PLC0415

        at = self.at

        id = self.id

        name = self.name

        seat: int | None
        seat = self.seat

        text = self.text

        to: dict[str, Any] | None
        if isinstance(self.to, ChatRecipient):
            to = self.to.to_dict()
        elif isinstance(self.to, ChatLineToType1Type0):
            to = self.to.to_dict()
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "id": id,
                "name": name,
                "seat": seat,
                "text": text,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_line_to_type_1_type_0 import ChatLineToType1Type0  # noqa: PLC0415
        from ..models.chat_recipient import ChatRecipient  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        id = d.pop("id")

        name = d.pop("name")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        text = d.pop("text")

        def _parse_to(data: object) -> ChatLineToType1Type0 | ChatRecipient | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_0 = ChatRecipient.from_dict(data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                to_type_1_type_0 = ChatLineToType1Type0.from_dict(data)

                return to_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatLineToType1Type0 | ChatRecipient | None, data)

        to = _parse_to(d.pop("to"))

        chat_line = cls(
            at=at,
            id=id,
            name=name,
            seat=seat,
            text=text,
            to=to,
        )

        return chat_line
