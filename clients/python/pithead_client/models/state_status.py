from typing import Literal

StateStatus = Literal["finished", "open", "started"]

STATE_STATUS_VALUES: set[StateStatus] = {
    "finished",
    "open",
    "started",
}


def check_state_status(value: str) -> StateStatus:
    if value in STATE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STATE_STATUS_VALUES!r}")
