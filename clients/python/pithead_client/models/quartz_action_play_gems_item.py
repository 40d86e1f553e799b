from typing import Literal

QuartzActionPlayGemsItem = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_PLAY_GEMS_ITEM_VALUES: set[QuartzActionPlayGemsItem] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_play_gems_item(value: str) -> QuartzActionPlayGemsItem:
    if value in QUARTZ_ACTION_PLAY_GEMS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PLAY_GEMS_ITEM_VALUES!r}")
