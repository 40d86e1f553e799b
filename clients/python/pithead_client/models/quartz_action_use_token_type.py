from typing import Literal

QuartzActionUseTokenType = Literal["use_token"]

QUARTZ_ACTION_USE_TOKEN_TYPE_VALUES: set[QuartzActionUseTokenType] = {
    "use_token",
}


def check_quartz_action_use_token_type(value: str) -> QuartzActionUseTokenType:
    if value in QUARTZ_ACTION_USE_TOKEN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_USE_TOKEN_TYPE_VALUES!r}")
