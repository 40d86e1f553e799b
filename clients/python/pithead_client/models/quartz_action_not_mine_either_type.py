from typing import Literal

QuartzActionNotMineEitherType = Literal["not_mine_either"]

QUARTZ_ACTION_NOT_MINE_EITHER_TYPE_VALUES: set[QuartzActionNotMineEitherType] = {
    "not_mine_either",
}


def check_quartz_action_not_mine_either_type(value: str) -> QuartzActionNotMineEitherType:
    if value in QUARTZ_ACTION_NOT_MINE_EITHER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_NOT_MINE_EITHER_TYPE_VALUES!r}")
