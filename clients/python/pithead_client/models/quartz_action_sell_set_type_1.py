from typing import Literal

QuartzActionSellSetType1 = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_SELL_SET_TYPE_1_VALUES: set[QuartzActionSellSetType1] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_sell_set_type_1(value: str) -> QuartzActionSellSetType1:
    if value in QUARTZ_ACTION_SELL_SET_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SELL_SET_TYPE_1_VALUES!r}")
