from typing import Literal

GlueckaufActionStoreType = Literal["store"]

GLUECKAUF_ACTION_STORE_TYPE_VALUES: set[GlueckaufActionStoreType] = {
    "store",
}


def check_glueckauf_action_store_type(value: str) -> GlueckaufActionStoreType:
    if value in GLUECKAUF_ACTION_STORE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_STORE_TYPE_VALUES!r}")
