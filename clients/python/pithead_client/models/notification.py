from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.notification_kind import NotificationKind, check_notification_kind

if TYPE_CHECKING:
    from ..models.notification_context import NotificationContext


T = TypeVar("T", bound="Notification")


@_attrs_define
class Notification:
    context: NotificationContext
    """ game_id, game, game_title, seat, and what the kind adds (place, seconds_left, who...) """
    created_at: int
    """ ms since the epoch """
    game_id: None | str
    id: str
    key: str
    """ the event it is about (one notification each) """
    kind: NotificationKind
    read: bool

    def to_dict(self) -> dict[str, Any]:
        context = self.context.to_dict()

        created_at = self.created_at

        game_id: None | str
        game_id = self.game_id

        id = self.id

        key = self.key

        kind: str = self.kind

        read = self.read

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "context": context,
                "created_at": created_at,
                "game_id": game_id,
                "id": id,
                "key": key,
                "kind": kind,
                "read": read,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification_context import NotificationContext  # noqa: PLC0415

        d = dict(src_dict)
        context = NotificationContext.from_dict(d.pop("context"))

        created_at = d.pop("created_at")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        id = d.pop("id")

        key = d.pop("key")

        kind = check_notification_kind(d.pop("kind"))

        read = d.pop("read")

        notification = cls(
            context=context,
            created_at=created_at,
            game_id=game_id,
            id=id,
            key=key,
            kind=kind,
            read=read,
        )

        return notification
