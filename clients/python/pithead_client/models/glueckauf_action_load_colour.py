from typing import Literal

GlueckaufActionLoadColour = Literal["black", "brown", "gray", "yellow"]

GLUECKAUF_ACTION_LOAD_COLOUR_VALUES: set[GlueckaufActionLoadColour] = {
    "black",
    "brown",
    "gray",
    "yellow",
}


def check_glueckauf_action_load_colour(value: str) -> GlueckaufActionLoadColour:
    if value in GLUECKAUF_ACTION_LOAD_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_LOAD_COLOUR_VALUES!r}")
