from typing import Literal

QuartzActionSellDoubleItem = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_SELL_DOUBLE_ITEM_VALUES: set[QuartzActionSellDoubleItem] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_sell_double_item(value: str) -> QuartzActionSellDoubleItem:
    if value in QUARTZ_ACTION_SELL_DOUBLE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SELL_DOUBLE_ITEM_VALUES!r}")
