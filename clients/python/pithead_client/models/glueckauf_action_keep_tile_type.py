from typing import Literal

GlueckaufActionKeepTileType = Literal["keep_tile"]

GLUECKAUF_ACTION_KEEP_TILE_TYPE_VALUES: set[GlueckaufActionKeepTileType] = {
    "keep_tile",
}


def check_glueckauf_action_keep_tile_type(value: str) -> GlueckaufActionKeepTileType:
    if value in GLUECKAUF_ACTION_KEEP_TILE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_KEEP_TILE_TYPE_VALUES!r}")
