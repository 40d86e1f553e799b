from typing import Literal

GoofspielGameCreateGame = Literal["goofspiel"]

GOOFSPIEL_GAME_CREATE_GAME_VALUES: set[GoofspielGameCreateGame] = {
    "goofspiel",
}


def check_goofspiel_game_create_game(value: str) -> GoofspielGameCreateGame:
    if value in GOOFSPIEL_GAME_CREATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GOOFSPIEL_GAME_CREATE_GAME_VALUES!r}")
