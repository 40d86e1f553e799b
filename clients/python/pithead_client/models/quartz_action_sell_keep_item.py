from typing import Literal

QuartzActionSellKeepItem = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_SELL_KEEP_ITEM_VALUES: set[QuartzActionSellKeepItem] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_sell_keep_item(value: str) -> QuartzActionSellKeepItem:
    if value in QUARTZ_ACTION_SELL_KEEP_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SELL_KEEP_ITEM_VALUES!r}")
