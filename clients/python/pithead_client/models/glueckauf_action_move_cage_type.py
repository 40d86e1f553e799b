from typing import Literal

GlueckaufActionMoveCageType = Literal["move_cage"]

GLUECKAUF_ACTION_MOVE_CAGE_TYPE_VALUES: set[GlueckaufActionMoveCageType] = {
    "move_cage",
}


def check_glueckauf_action_move_cage_type(value: str) -> GlueckaufActionMoveCageType:
    if value in GLUECKAUF_ACTION_MOVE_CAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_MOVE_CAGE_TYPE_VALUES!r}")
