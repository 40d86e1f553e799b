from typing import Literal

GlueckaufActionStoreColour = Literal["black", "brown", "gray", "yellow"]

GLUECKAUF_ACTION_STORE_COLOUR_VALUES: set[GlueckaufActionStoreColour] = {
    "black",
    "brown",
    "gray",
    "yellow",
}


def check_glueckauf_action_store_colour(value: str) -> GlueckaufActionStoreColour:
    if value in GLUECKAUF_ACTION_STORE_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_STORE_COLOUR_VALUES!r}")
