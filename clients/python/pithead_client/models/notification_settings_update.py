from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.notification_settings_update_language import (
    NotificationSettingsUpdateLanguage,
    check_notification_settings_update_language,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.kind_channels import KindChannels
    from ..models.quiet_hours import QuietHours


T = TypeVar("T", bound="NotificationSettingsUpdate")


@_attrs_define
class NotificationSettingsUpdate:
    batch_email: bool | Unset = UNSET
    """ a turn's mail waits a little for other games' turns, to go as one mail """
    kinds: KindChannels | Unset = UNSET
    language: NotificationSettingsUpdateLanguage | Unset = UNSET
    quiet_hours: QuietHours | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        batch_email = self.batch_email

        kinds: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kinds, Unset):
            kinds = self.kinds.to_dict()

        language: str | Unset = UNSET
        if not isinstance(self.language, Unset):
            language = self.language

        quiet_hours: dict[str, Any] | Unset = UNSET
        if not isinstance(self.quiet_hours, Unset):
            quiet_hours = self.quiet_hours.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if batch_email is not UNSET:
            field_dict["batch_email"] = batch_email
        if kinds is not UNSET:
            field_dict["kinds"] = kinds
        if language is not UNSET:
            field_dict["language"] = language
        if quiet_hours is not UNSET:
            field_dict["quiet_hours"] = quiet_hours

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_channels import KindChannels  # noqa: PLC0415
        from ..models.quiet_hours import QuietHours  # noqa: PLC0415

        d = dict(src_dict)
        batch_email = d.pop("batch_email", UNSET)

        _kinds = d.pop("kinds", UNSET)
        kinds: KindChannels | Unset
        if isinstance(_kinds, Unset):
            kinds = UNSET
        else:
            kinds = KindChannels.from_dict(_kinds)

        _language = d.pop("language", UNSET)
        language: NotificationSettingsUpdateLanguage | Unset
        if isinstance(_language, Unset):
            language = UNSET
        else:
            language = check_notification_settings_update_language(_language)

        _quiet_hours = d.pop("quiet_hours", UNSET)
        quiet_hours: QuietHours | Unset
        if isinstance(_quiet_hours, Unset):
            quiet_hours = UNSET
        else:
            quiet_hours = QuietHours.from_dict(_quiet_hours)

        notification_settings_update = cls(
            batch_email=batch_email,
            kinds=kinds,
            language=language,
            quiet_hours=quiet_hours,
        )

        return notification_settings_update
