from typing import Literal

OhmygoodsActionProduceType = Literal["produce"]

OHMYGOODS_ACTION_PRODUCE_TYPE_VALUES: set[OhmygoodsActionProduceType] = {
    "produce",
}


def check_ohmygoods_action_produce_type(value: str) -> OhmygoodsActionProduceType:
    if value in OHMYGOODS_ACTION_PRODUCE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_PRODUCE_TYPE_VALUES!r}")
