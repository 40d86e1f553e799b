from typing import Literal

GlueckaufActionFillType = Literal["fill"]

GLUECKAUF_ACTION_FILL_TYPE_VALUES: set[GlueckaufActionFillType] = {
    "fill",
}


def check_glueckauf_action_fill_type(value: str) -> GlueckaufActionFillType:
    if value in GLUECKAUF_ACTION_FILL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_FILL_TYPE_VALUES!r}")
