from typing import Literal

QuartzActionSwapType = Literal["swap"]

QUARTZ_ACTION_SWAP_TYPE_VALUES: set[QuartzActionSwapType] = {
    "swap",
}


def check_quartz_action_swap_type(value: str) -> QuartzActionSwapType:
    if value in QUARTZ_ACTION_SWAP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SWAP_TYPE_VALUES!r}")
