from typing import Literal

QuartzActionPassType = Literal["pass"]

QUARTZ_ACTION_PASS_TYPE_VALUES: set[QuartzActionPassType] = {
    "pass",
}


def check_quartz_action_pass_type(value: str) -> QuartzActionPassType:
    if value in QUARTZ_ACTION_PASS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PASS_TYPE_VALUES!r}")
