from typing import Literal

QuartzActionSwapGiveType1 = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_SWAP_GIVE_TYPE_1_VALUES: set[QuartzActionSwapGiveType1] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_swap_give_type_1(value: str) -> QuartzActionSwapGiveType1:
    if value in QUARTZ_ACTION_SWAP_GIVE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SWAP_GIVE_TYPE_1_VALUES!r}")
