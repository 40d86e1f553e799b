from typing import Literal

QuartzActionDigAloneType = Literal["dig_alone"]

QUARTZ_ACTION_DIG_ALONE_TYPE_VALUES: set[QuartzActionDigAloneType] = {
    "dig_alone",
}


def check_quartz_action_dig_alone_type(value: str) -> QuartzActionDigAloneType:
    if value in QUARTZ_ACTION_DIG_ALONE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_DIG_ALONE_TYPE_VALUES!r}")
