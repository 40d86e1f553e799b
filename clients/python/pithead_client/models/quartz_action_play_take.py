from typing import Literal

QuartzActionPlayTake = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_PLAY_TAKE_VALUES: set[QuartzActionPlayTake] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_play_take(value: str) -> QuartzActionPlayTake:
    if value in QUARTZ_ACTION_PLAY_TAKE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PLAY_TAKE_VALUES!r}")
