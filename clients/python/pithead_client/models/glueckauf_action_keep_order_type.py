from typing import Literal

GlueckaufActionKeepOrderType = Literal["keep_order"]

GLUECKAUF_ACTION_KEEP_ORDER_TYPE_VALUES: set[GlueckaufActionKeepOrderType] = {
    "keep_order",
}


def check_glueckauf_action_keep_order_type(value: str) -> GlueckaufActionKeepOrderType:
    if value in GLUECKAUF_ACTION_KEEP_ORDER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_KEEP_ORDER_TYPE_VALUES!r}")
