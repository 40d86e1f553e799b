from typing import Literal

GlueckaufActionPlaceType = Literal["place"]

GLUECKAUF_ACTION_PLACE_TYPE_VALUES: set[GlueckaufActionPlaceType] = {
    "place",
}


def check_glueckauf_action_place_type(value: str) -> GlueckaufActionPlaceType:
    if value in GLUECKAUF_ACTION_PLACE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_PLACE_TYPE_VALUES!r}")
