from typing import Literal

GlueckaufActionReturnOrdersTo = Literal["bottom", "top"]

GLUECKAUF_ACTION_RETURN_ORDERS_TO_VALUES: set[GlueckaufActionReturnOrdersTo] = {
    "bottom",
    "top",
}


def check_glueckauf_action_return_orders_to(value: str) -> GlueckaufActionReturnOrdersTo:
    if value in GLUECKAUF_ACTION_RETURN_ORDERS_TO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_RETURN_ORDERS_TO_VALUES!r}")
