from typing import Literal

QuartzGameCreateGame = Literal["quartz"]

QUARTZ_GAME_CREATE_GAME_VALUES: set[QuartzGameCreateGame] = {
    "quartz",
}


def check_quartz_game_create_game(value: str) -> QuartzGameCreateGame:
    if value in QUARTZ_GAME_CREATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_GAME_CREATE_GAME_VALUES!r}")
