from typing import Literal

ActionsResultStatus = Literal["finished", "open", "started"]

ACTIONS_RESULT_STATUS_VALUES: set[ActionsResultStatus] = {
    "finished",
    "open",
    "started",
}


def check_actions_result_status(value: str) -> ActionsResultStatus:
    if value in ACTIONS_RESULT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACTIONS_RESULT_STATUS_VALUES!r}")
