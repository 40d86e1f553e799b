from typing import Literal

QuartzActionPickGem = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_PICK_GEM_VALUES: set[QuartzActionPickGem] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_pick_gem(value: str) -> QuartzActionPickGem:
    if value in QUARTZ_ACTION_PICK_GEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PICK_GEM_VALUES!r}")
