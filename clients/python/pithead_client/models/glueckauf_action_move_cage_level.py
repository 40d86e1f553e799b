from typing import Literal

GlueckaufActionMoveCageLevel = Literal["black", "brown", "gray", "surface", "yellow"]

GLUECKAUF_ACTION_MOVE_CAGE_LEVEL_VALUES: set[GlueckaufActionMoveCageLevel] = {
    "black",
    "brown",
    "gray",
    "surface",
    "yellow",
}


def check_glueckauf_action_move_cage_level(value: str) -> GlueckaufActionMoveCageLevel:
    if value in GLUECKAUF_ACTION_MOVE_CAGE_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_MOVE_CAGE_LEVEL_VALUES!r}")
