from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.notification import Notification


T = TypeVar("T", bound="NotificationList")


@_attrs_define
class NotificationList:
    notifications: list[Notification]
    """ newest first """
    unread: int

    def to_dict(self) -> dict[str, Any]:
        notifications = []
        for notifications_item_data in self.notifications:
            notifications_item = notifications_item_data.to_dict()
            notifications.append(notifications_item)

        unread = self.unread

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "notifications": notifications,
                "unread": unread,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification import Notification  # noqa: PLC0415

        d = dict(src_dict)
        notifications = []
        _notifications = d.pop("notifications")
        for notifications_item_data in _notifications:
            notifications_item = Notification.from_dict(notifications_item_data)

            notifications.append(notifications_item)

        unread = d.pop("unread")

        notification_list = cls(
            notifications=notifications,
            unread=unread,
        )

        return notification_list
