from typing import Literal

GlueckaufActionSubstituteCoalColourType1 = Literal["black", "brown", "gray", "yellow"]

GLUECKAUF_ACTION_SUBSTITUTE_COAL_COLOUR_TYPE_1_VALUES: set[GlueckaufActionSubstituteCoalColourType1] = {
    "black",
    "brown",
    "gray",
    "yellow",
}


def check_glueckauf_action_substitute_coal_colour_type_1(value: str) -> GlueckaufActionSubstituteCoalColourType1:
    if value in GLUECKAUF_ACTION_SUBSTITUTE_COAL_COLOUR_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_SUBSTITUTE_COAL_COLOUR_TYPE_1_VALUES!r}"
    )
