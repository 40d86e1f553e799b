from typing import Literal

GlueckaufActionReturnTilesType = Literal["return_tiles"]

GLUECKAUF_ACTION_RETURN_TILES_TYPE_VALUES: set[GlueckaufActionReturnTilesType] = {
    "return_tiles",
}


def check_glueckauf_action_return_tiles_type(value: str) -> GlueckaufActionReturnTilesType:
    if value in GLUECKAUF_ACTION_RETURN_TILES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_RETURN_TILES_TYPE_VALUES!r}")
