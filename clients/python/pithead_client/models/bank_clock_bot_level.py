from typing import Literal

BankClockBotLevel = Literal["easy", "greedy", "hard", "medium", "random"]

BANK_CLOCK_BOT_LEVEL_VALUES: set[BankClockBotLevel] = {
    "easy",
    "greedy",
    "hard",
    "medium",
    "random",
}


def check_bank_clock_bot_level(value: str) -> BankClockBotLevel:
    if value in BANK_CLOCK_BOT_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BANK_CLOCK_BOT_LEVEL_VALUES!r}")
