from typing import Literal

GlueckaufActionFillColour = Literal["black", "brown", "gray", "yellow"]

GLUECKAUF_ACTION_FILL_COLOUR_VALUES: set[GlueckaufActionFillColour] = {
    "black",
    "brown",
    "gray",
    "yellow",
}


def check_glueckauf_action_fill_colour(value: str) -> GlueckaufActionFillColour:
    if value in GLUECKAUF_ACTION_FILL_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_FILL_COLOUR_VALUES!r}")
