from typing import Literal

QuartzActionScandalType = Literal["scandal"]

QUARTZ_ACTION_SCANDAL_TYPE_VALUES: set[QuartzActionScandalType] = {
    "scandal",
}


def check_quartz_action_scandal_type(value: str) -> QuartzActionScandalType:
    if value in QUARTZ_ACTION_SCANDAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SCANDAL_TYPE_VALUES!r}")
