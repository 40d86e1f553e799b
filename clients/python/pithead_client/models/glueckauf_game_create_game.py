from typing import Literal

GlueckaufGameCreateGame = Literal["glueckauf"]

GLUECKAUF_GAME_CREATE_GAME_VALUES: set[GlueckaufGameCreateGame] = {
    "glueckauf",
}


def check_glueckauf_game_create_game(value: str) -> GlueckaufGameCreateGame:
    if value in GLUECKAUF_GAME_CREATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_GAME_CREATE_GAME_VALUES!r}")
