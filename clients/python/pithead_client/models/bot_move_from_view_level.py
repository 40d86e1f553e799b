from typing import Literal

BotMoveFromViewLevel = Literal["easy", "greedy", "hard", "medium", "random"]

BOT_MOVE_FROM_VIEW_LEVEL_VALUES: set[BotMoveFromViewLevel] = {
    "easy",
    "greedy",
    "hard",
    "medium",
    "random",
}


def check_bot_move_from_view_level(value: str) -> BotMoveFromViewLevel:
    if value in BOT_MOVE_FROM_VIEW_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_MOVE_FROM_VIEW_LEVEL_VALUES!r}")
