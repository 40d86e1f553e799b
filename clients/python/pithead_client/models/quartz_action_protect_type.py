from typing import Literal

QuartzActionProtectType = Literal["protect"]

QUARTZ_ACTION_PROTECT_TYPE_VALUES: set[QuartzActionProtectType] = {
    "protect",
}


def check_quartz_action_protect_type(value: str) -> QuartzActionProtectType:
    if value in QUARTZ_ACTION_PROTECT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PROTECT_TYPE_VALUES!r}")
