from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.email_state import EmailState
    from ..models.notification_settings_email_type_0_type_0 import NotificationSettingsEmailType0Type0
    from ..models.notification_settings_kinds import NotificationSettingsKinds
    from ..models.quiet_hours import QuietHours


T = TypeVar("T", bound="NotificationSettings")


@_attrs_define
class NotificationSettings:
    batch_email: bool
    email: EmailState | None | NotificationSettingsEmailType0Type0
    kinds: NotificationSettingsKinds
    language: str
    """ the language mails and pushes go out in """
    push_public_key: None | str
    """ the VAPID key to subscribe with (applicationServerKey); null: no push """
    push_subscriptions: int
    quiet_hours: QuietHours

    def to_dict(self) -> dict[str, Any]:
        from ..models.email_state import EmailState  # noqa: PLC0415
        from ..models.notification_settings_email_type_0_type_0 import NotificationSettingsEmailType0Type0  # noqa: PLC0415

        batch_email = self.batch_email

        email: dict[str, Any] | None
        if isinstance(self.email, NotificationSettingsEmailType0Type0):
            email = self.email.to_dict()
        elif isinstance(self.email, EmailState):
            email = self.email.to_dict()
        else:
            email = self.email

        kinds = self.kinds.to_dict()

        language = self.language

        push_public_key: None | str
        push_public_key = self.push_public_key

        push_subscriptions = self.push_subscriptions

        quiet_hours = self.quiet_hours.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "batch_email": batch_email,
                "email": email,
                "kinds": kinds,
                "language": language,
                "push_public_key": push_public_key,
                "push_subscriptions": push_subscriptions,
                "quiet_hours": quiet_hours,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_state import EmailState  # noqa: PLC0415
        from ..models.notification_settings_email_type_0_type_0 import NotificationSettingsEmailType0Type0  # noqa: PLC0415
        from ..models.notification_settings_kinds import NotificationSettingsKinds  # noqa: PLC0415
        from ..models.quiet_hours import QuietHours  # noqa: PLC0415

        d = dict(src_dict)
        batch_email = d.pop("batch_email")

        def _parse_email(data: object) -> EmailState | None | NotificationSettingsEmailType0Type0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                email_type_0_type_0 = NotificationSettingsEmailType0Type0.from_dict(data)

                return email_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                email_type_1 = EmailState.from_dict(data)

                return email_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmailState | None | NotificationSettingsEmailType0Type0, data)

        email = _parse_email(d.pop("email"))

        kinds = NotificationSettingsKinds.from_dict(d.pop("kinds"))

        language = d.pop("language")

        def _parse_push_public_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        push_public_key = _parse_push_public_key(d.pop("push_public_key"))

        push_subscriptions = d.pop("push_subscriptions")

        quiet_hours = QuietHours.from_dict(d.pop("quiet_hours"))

        notification_settings = cls(
            batch_email=batch_email,
            email=email,
            kinds=kinds,
            language=language,
            push_public_key=push_public_key,
            push_subscriptions=push_subscriptions,
            quiet_hours=quiet_hours,
        )

        return notification_settings
