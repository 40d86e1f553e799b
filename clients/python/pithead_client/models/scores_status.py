from typing import Literal

ScoresStatus = Literal["finished", "open", "started"]

SCORES_STATUS_VALUES: set[ScoresStatus] = {
    "finished",
    "open",
    "started",
}


def check_scores_status(value: str) -> ScoresStatus:
    if value in SCORES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SCORES_STATUS_VALUES!r}")
