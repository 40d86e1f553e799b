from typing import Literal

GlueckaufActionLoadType = Literal["load"]

GLUECKAUF_ACTION_LOAD_TYPE_VALUES: set[GlueckaufActionLoadType] = {
    "load",
}


def check_glueckauf_action_load_type(value: str) -> GlueckaufActionLoadType:
    if value in GLUECKAUF_ACTION_LOAD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_LOAD_TYPE_VALUES!r}")
