from typing import Literal

QuartzActionSellType = Literal["sell"]

QUARTZ_ACTION_SELL_TYPE_VALUES: set[QuartzActionSellType] = {
    "sell",
}


def check_quartz_action_sell_type(value: str) -> QuartzActionSellType:
    if value in QUARTZ_ACTION_SELL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SELL_TYPE_VALUES!r}")
