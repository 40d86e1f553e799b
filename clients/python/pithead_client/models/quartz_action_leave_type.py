from typing import Literal

QuartzActionLeaveType = Literal["leave"]

QUARTZ_ACTION_LEAVE_TYPE_VALUES: set[QuartzActionLeaveType] = {
    "leave",
}


def check_quartz_action_leave_type(value: str) -> QuartzActionLeaveType:
    if value in QUARTZ_ACTION_LEAVE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_LEAVE_TYPE_VALUES!r}")
