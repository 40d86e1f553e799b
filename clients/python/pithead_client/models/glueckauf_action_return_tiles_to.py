from typing import Literal

GlueckaufActionReturnTilesTo = Literal["bottom", "top"]

GLUECKAUF_ACTION_RETURN_TILES_TO_VALUES: set[GlueckaufActionReturnTilesTo] = {
    "bottom",
    "top",
}


def check_glueckauf_action_return_tiles_to(value: str) -> GlueckaufActionReturnTilesTo:
    if value in GLUECKAUF_ACTION_RETURN_TILES_TO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_RETURN_TILES_TO_VALUES!r}")
