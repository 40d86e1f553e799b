from typing import Literal

QuartzActionPlayGive = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_PLAY_GIVE_VALUES: set[QuartzActionPlayGive] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_play_give(value: str) -> QuartzActionPlayGive:
    if value in QUARTZ_ACTION_PLAY_GIVE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PLAY_GIVE_VALUES!r}")
