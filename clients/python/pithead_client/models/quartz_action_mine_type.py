from typing import Literal

QuartzActionMineType = Literal["mine"]

QUARTZ_ACTION_MINE_TYPE_VALUES: set[QuartzActionMineType] = {
    "mine",
}


def check_quartz_action_mine_type(value: str) -> QuartzActionMineType:
    if value in QUARTZ_ACTION_MINE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_MINE_TYPE_VALUES!r}")
