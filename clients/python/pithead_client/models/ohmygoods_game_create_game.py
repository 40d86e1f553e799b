from typing import Literal

OhmygoodsGameCreateGame = Literal["ohmygoods"]

OHMYGOODS_GAME_CREATE_GAME_VALUES: set[OhmygoodsGameCreateGame] = {
    "ohmygoods",
}


def check_ohmygoods_game_create_game(value: str) -> OhmygoodsGameCreateGame:
    if value in OHMYGOODS_GAME_CREATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_GAME_CREATE_GAME_VALUES!r}")
