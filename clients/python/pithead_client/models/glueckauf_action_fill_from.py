from typing import Literal

GlueckaufActionFillFrom = Literal["cage", "storage"]

GLUECKAUF_ACTION_FILL_FROM_VALUES: set[GlueckaufActionFillFrom] = {
    "cage",
    "storage",
}


def check_glueckauf_action_fill_from(value: str) -> GlueckaufActionFillFrom:
    if value in GLUECKAUF_ACTION_FILL_FROM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_FILL_FROM_VALUES!r}")
