from typing import Literal

RequestBotMoveGame = Literal["glueckauf", "goofspiel", "ohmygoods", "packstack", "quartz"]

REQUEST_BOT_MOVE_GAME_VALUES: set[RequestBotMoveGame] = {
    "glueckauf",
    "goofspiel",
    "ohmygoods",
    "packstack",
    "quartz",
}


def check_request_bot_move_game(value: str) -> RequestBotMoveGame:
    if value in REQUEST_BOT_MOVE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REQUEST_BOT_MOVE_GAME_VALUES!r}")
