from typing import Literal

HintStatus = Literal["done", "failed", "pending"]

HINT_STATUS_VALUES: set[HintStatus] = {
    "done",
    "failed",
    "pending",
}


def check_hint_status(value: str) -> HintStatus:
    if value in HINT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HINT_STATUS_VALUES!r}")
