from typing import Literal

QuartzActionStopThiefType = Literal["stop_thief"]

QUARTZ_ACTION_STOP_THIEF_TYPE_VALUES: set[QuartzActionStopThiefType] = {
    "stop_thief",
}


def check_quartz_action_stop_thief_type(value: str) -> QuartzActionStopThiefType:
    if value in QUARTZ_ACTION_STOP_THIEF_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_STOP_THIEF_TYPE_VALUES!r}")
