from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.notification_settings_update_language_type_1 import (
    NotificationSettingsUpdateLanguageType1,
    check_notification_settings_update_language_type_1,
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
    language: None | NotificationSettingsUpdateLanguageType1 | Unset = UNSET
    """ the language of mails and pushes; null: the player's own (PATCH /v1/players/me), else English """
    quiet_hours: QuietHours | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        batch_email = self.batch_email

        kinds: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kinds, Unset):
            kinds = self.kinds.to_dict()

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        elif isinstance(self.language, str):
            language = self.language
        else:
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

        def _parse_language(data: object) -> None | NotificationSettingsUpdateLanguageType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_1 = check_notification_settings_update_language_type_1(data)

                return language_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NotificationSettingsUpdateLanguageType1 | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

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
