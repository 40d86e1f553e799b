from typing import Literal

QuartzActionPlayType = Literal["play"]

QUARTZ_ACTION_PLAY_TYPE_VALUES: set[QuartzActionPlayType] = {
    "play",
}


def check_quartz_action_play_type(value: str) -> QuartzActionPlayType:
    if value in QUARTZ_ACTION_PLAY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PLAY_TYPE_VALUES!r}")
