from typing import Literal

BotLevel = Literal["easy", "greedy", "hard", "medium", "random"]

BOT_LEVEL_VALUES: set[BotLevel] = {
    "easy",
    "greedy",
    "hard",
    "medium",
    "random",
}


def check_bot_level(value: str) -> BotLevel:
    if value in BOT_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_LEVEL_VALUES!r}")
