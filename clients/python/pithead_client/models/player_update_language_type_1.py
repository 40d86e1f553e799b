from typing import Literal

PlayerUpdateLanguageType1 = Literal["en", "ru"]

PLAYER_UPDATE_LANGUAGE_TYPE_1_VALUES: set[PlayerUpdateLanguageType1] = {
    "en",
    "ru",
}


def check_player_update_language_type_1(value: str) -> PlayerUpdateLanguageType1:
    if value in PLAYER_UPDATE_LANGUAGE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAYER_UPDATE_LANGUAGE_TYPE_1_VALUES!r}")
