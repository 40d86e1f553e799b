from typing import Literal

NotificationSettingsUpdateLanguage = Literal["en", "ru"]

NOTIFICATION_SETTINGS_UPDATE_LANGUAGE_VALUES: set[NotificationSettingsUpdateLanguage] = {
    "en",
    "ru",
}


def check_notification_settings_update_language(value: str) -> NotificationSettingsUpdateLanguage:
    if value in NOTIFICATION_SETTINGS_UPDATE_LANGUAGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NOTIFICATION_SETTINGS_UPDATE_LANGUAGE_VALUES!r}")
