from typing import Literal

GlueckaufActionSubstituteCoalType = Literal["substitute_coal"]

GLUECKAUF_ACTION_SUBSTITUTE_COAL_TYPE_VALUES: set[GlueckaufActionSubstituteCoalType] = {
    "substitute_coal",
}


def check_glueckauf_action_substitute_coal_type(value: str) -> GlueckaufActionSubstituteCoalType:
    if value in GLUECKAUF_ACTION_SUBSTITUTE_COAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_SUBSTITUTE_COAL_TYPE_VALUES!r}")
