from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.failure_attempts_item import FailureAttemptsItem


T = TypeVar("T", bound="Failure")


@_attrs_define
class Failure:
    attempts: list[FailureAttemptsItem]
    """ each try: at (ms), error """
    event: str
    game_id: str
    id: str
    """ delivery id """
    url: str
    webhook_id: str

    def to_dict(self) -> dict[str, Any]:
        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        event = self.event

        game_id = self.game_id

        id = self.id

        url = self.url

        webhook_id = self.webhook_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "event": event,
                "game_id": game_id,
                "id": id,
                "url": url,
                "webhook_id": webhook_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.failure_attempts_item import FailureAttemptsItem  # noqa: PLC0415

        d = dict(src_dict)
        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = FailureAttemptsItem.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        event = d.pop("event")

        game_id = d.pop("game_id")

        id = d.pop("id")

        url = d.pop("url")

        webhook_id = d.pop("webhook_id")

        failure = cls(
            attempts=attempts,
            event=event,
            game_id=game_id,
            id=id,
            url=url,
            webhook_id=webhook_id,
        )

        return failure
