from typing import Literal

NotificationSettingsUpdateLanguageType1 = Literal["en", "ru"]

NOTIFICATION_SETTINGS_UPDATE_LANGUAGE_TYPE_1_VALUES: set[NotificationSettingsUpdateLanguageType1] = {
    "en",
    "ru",
}


def check_notification_settings_update_language_type_1(value: str) -> NotificationSettingsUpdateLanguageType1:
    if value in NOTIFICATION_SETTINGS_UPDATE_LANGUAGE_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NOTIFICATION_SETTINGS_UPDATE_LANGUAGE_TYPE_1_VALUES!r}"
    )
