from typing import Literal

GlueckaufActionStopType = Literal["stop"]

GLUECKAUF_ACTION_STOP_TYPE_VALUES: set[GlueckaufActionStopType] = {
    "stop",
}


def check_glueckauf_action_stop_type(value: str) -> GlueckaufActionStopType:
    if value in GLUECKAUF_ACTION_STOP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_STOP_TYPE_VALUES!r}")
