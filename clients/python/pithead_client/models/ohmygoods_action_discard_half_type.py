from typing import Literal

OhmygoodsActionDiscardHalfType = Literal["discard_half"]

OHMYGOODS_ACTION_DISCARD_HALF_TYPE_VALUES: set[OhmygoodsActionDiscardHalfType] = {
    "discard_half",
}


def check_ohmygoods_action_discard_half_type(value: str) -> OhmygoodsActionDiscardHalfType:
    if value in OHMYGOODS_ACTION_DISCARD_HALF_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_DISCARD_HALF_TYPE_VALUES!r}")
