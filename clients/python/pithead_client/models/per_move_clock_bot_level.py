from typing import Literal

PerMoveClockBotLevel = Literal["easy", "greedy", "hard", "medium", "random"]

PER_MOVE_CLOCK_BOT_LEVEL_VALUES: set[PerMoveClockBotLevel] = {
    "easy",
    "greedy",
    "hard",
    "medium",
    "random",
}


def check_per_move_clock_bot_level(value: str) -> PerMoveClockBotLevel:
    if value in PER_MOVE_CLOCK_BOT_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PER_MOVE_CLOCK_BOT_LEVEL_VALUES!r}")
