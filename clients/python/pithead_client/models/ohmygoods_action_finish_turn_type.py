from typing import Literal

OhmygoodsActionFinishTurnType = Literal["finish_turn"]

OHMYGOODS_ACTION_FINISH_TURN_TYPE_VALUES: set[OhmygoodsActionFinishTurnType] = {
    "finish_turn",
}


def check_ohmygoods_action_finish_turn_type(value: str) -> OhmygoodsActionFinishTurnType:
    if value in OHMYGOODS_ACTION_FINISH_TURN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_FINISH_TURN_TYPE_VALUES!r}")
