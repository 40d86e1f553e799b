from typing import Literal

PackstackGameCreateGame = Literal["packstack"]

PACKSTACK_GAME_CREATE_GAME_VALUES: set[PackstackGameCreateGame] = {
    "packstack",
}


def check_packstack_game_create_game(value: str) -> PackstackGameCreateGame:
    if value in PACKSTACK_GAME_CREATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PACKSTACK_GAME_CREATE_GAME_VALUES!r}")
