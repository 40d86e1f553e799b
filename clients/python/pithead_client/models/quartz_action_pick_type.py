from typing import Literal

QuartzActionPickType = Literal["pick"]

QUARTZ_ACTION_PICK_TYPE_VALUES: set[QuartzActionPickType] = {
    "pick",
}


def check_quartz_action_pick_type(value: str) -> QuartzActionPickType:
    if value in QUARTZ_ACTION_PICK_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PICK_TYPE_VALUES!r}")
