from typing import Literal

QuartzActionBreakTimeType = Literal["break_time"]

QUARTZ_ACTION_BREAK_TIME_TYPE_VALUES: set[QuartzActionBreakTimeType] = {
    "break_time",
}


def check_quartz_action_break_time_type(value: str) -> QuartzActionBreakTimeType:
    if value in QUARTZ_ACTION_BREAK_TIME_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_BREAK_TIME_TYPE_VALUES!r}")
