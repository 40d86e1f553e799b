from typing import Literal

OhmygoodsActionMoveApprenticeType = Literal["move_apprentice"]

OHMYGOODS_ACTION_MOVE_APPRENTICE_TYPE_VALUES: set[OhmygoodsActionMoveApprenticeType] = {
    "move_apprentice",
}


def check_ohmygoods_action_move_apprentice_type(value: str) -> OhmygoodsActionMoveApprenticeType:
    if value in OHMYGOODS_ACTION_MOVE_APPRENTICE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_MOVE_APPRENTICE_TYPE_VALUES!r}")
