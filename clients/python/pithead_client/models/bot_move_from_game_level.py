from typing import Literal

BotMoveFromGameLevel = Literal["easy", "greedy", "hard", "medium", "random"]

BOT_MOVE_FROM_GAME_LEVEL_VALUES: set[BotMoveFromGameLevel] = {
    "easy",
    "greedy",
    "hard",
    "medium",
    "random",
}


def check_bot_move_from_game_level(value: str) -> BotMoveFromGameLevel:
    if value in BOT_MOVE_FROM_GAME_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_MOVE_FROM_GAME_LEVEL_VALUES!r}")
