from typing import Literal

QuartzActionSwapTakeType1 = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_SWAP_TAKE_TYPE_1_VALUES: set[QuartzActionSwapTakeType1] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_swap_take_type_1(value: str) -> QuartzActionSwapTakeType1:
    if value in QUARTZ_ACTION_SWAP_TAKE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SWAP_TAKE_TYPE_1_VALUES!r}")
