from typing import Literal

GlueckaufActionReturnOrdersType = Literal["return_orders"]

GLUECKAUF_ACTION_RETURN_ORDERS_TYPE_VALUES: set[GlueckaufActionReturnOrdersType] = {
    "return_orders",
}


def check_glueckauf_action_return_orders_type(value: str) -> GlueckaufActionReturnOrdersType:
    if value in GLUECKAUF_ACTION_RETURN_ORDERS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_RETURN_ORDERS_TYPE_VALUES!r}")
