from typing import Literal

GlueckaufActionPlaceSpace = Literal[
    "bank",
    "delivery_barrow",
    "delivery_carriage",
    "delivery_engine",
    "delivery_motorcar",
    "factory_1",
    "factory_2",
    "factory_3",
    "factory_4",
    "factory_5",
    "factory_6",
    "factory_7",
    "factory_8",
    "factory_draw",
    "mining_10",
    "mining_4",
    "mining_6",
    "mining_8",
    "money_3",
    "money_4",
    "money_5",
    "money_6",
    "order_1",
    "order_2",
    "order_3",
    "order_4",
    "order_draw",
]

GLUECKAUF_ACTION_PLACE_SPACE_VALUES: set[GlueckaufActionPlaceSpace] = {
    "bank",
    "delivery_barrow",
    "delivery_carriage",
    "delivery_engine",
    "delivery_motorcar",
    "factory_1",
    "factory_2",
    "factory_3",
    "factory_4",
    "factory_5",
    "factory_6",
    "factory_7",
    "factory_8",
    "factory_draw",
    "mining_10",
    "mining_4",
    "mining_6",
    "mining_8",
    "money_3",
    "money_4",
    "money_5",
    "money_6",
    "order_1",
    "order_2",
    "order_3",
    "order_4",
    "order_draw",
}


def check_glueckauf_action_place_space(value: str) -> GlueckaufActionPlaceSpace:
    if value in GLUECKAUF_ACTION_PLACE_SPACE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_PLACE_SPACE_VALUES!r}")
