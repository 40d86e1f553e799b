from typing import Literal

QuartzActionTakeRewardType = Literal["take_reward"]

QUARTZ_ACTION_TAKE_REWARD_TYPE_VALUES: set[QuartzActionTakeRewardType] = {
    "take_reward",
}


def check_quartz_action_take_reward_type(value: str) -> QuartzActionTakeRewardType:
    if value in QUARTZ_ACTION_TAKE_REWARD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_TAKE_REWARD_TYPE_VALUES!r}")
