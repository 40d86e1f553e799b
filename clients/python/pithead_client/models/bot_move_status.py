from typing import Literal

BotMoveStatus = Literal["done", "failed", "pending"]

BOT_MOVE_STATUS_VALUES: set[BotMoveStatus] = {
    "done",
    "failed",
    "pending",
}


def check_bot_move_status(value: str) -> BotMoveStatus:
    if value in BOT_MOVE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BOT_MOVE_STATUS_VALUES!r}")
