from typing import Literal

QuartzActionStopType = Literal["stop"]

QUARTZ_ACTION_STOP_TYPE_VALUES: set[QuartzActionStopType] = {
    "stop",
}


def check_quartz_action_stop_type(value: str) -> QuartzActionStopType:
    if value in QUARTZ_ACTION_STOP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_STOP_TYPE_VALUES!r}")
