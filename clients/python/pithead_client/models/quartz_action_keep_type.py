from typing import Literal

QuartzActionKeepType = Literal["keep"]

QUARTZ_ACTION_KEEP_TYPE_VALUES: set[QuartzActionKeepType] = {
    "keep",
}


def check_quartz_action_keep_type(value: str) -> QuartzActionKeepType:
    if value in QUARTZ_ACTION_KEEP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_KEEP_TYPE_VALUES!r}")
