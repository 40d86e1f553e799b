from typing import Literal

ResultStatus = Literal["finished", "open", "started"]

RESULT_STATUS_VALUES: set[ResultStatus] = {
    "finished",
    "open",
    "started",
}


def check_result_status(value: str) -> ResultStatus:
    if value in RESULT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RESULT_STATUS_VALUES!r}")
