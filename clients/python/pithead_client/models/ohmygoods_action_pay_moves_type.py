from typing import Literal

OhmygoodsActionPayMovesType = Literal["pay_moves"]

OHMYGOODS_ACTION_PAY_MOVES_TYPE_VALUES: set[OhmygoodsActionPayMovesType] = {
    "pay_moves",
}


def check_ohmygoods_action_pay_moves_type(value: str) -> OhmygoodsActionPayMovesType:
    if value in OHMYGOODS_ACTION_PAY_MOVES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_PAY_MOVES_TYPE_VALUES!r}")
