from typing import Literal

QuartzActionKeepGemsItem = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_KEEP_GEMS_ITEM_VALUES: set[QuartzActionKeepGemsItem] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_keep_gems_item(value: str) -> QuartzActionKeepGemsItem:
    if value in QUARTZ_ACTION_KEEP_GEMS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_KEEP_GEMS_ITEM_VALUES!r}")
