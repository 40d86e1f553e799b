from typing import Literal

OhmygoodsActionKeepHandType = Literal["keep_hand"]

OHMYGOODS_ACTION_KEEP_HAND_TYPE_VALUES: set[OhmygoodsActionKeepHandType] = {
    "keep_hand",
}


def check_ohmygoods_action_keep_hand_type(value: str) -> OhmygoodsActionKeepHandType:
    if value in OHMYGOODS_ACTION_KEEP_HAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_KEEP_HAND_TYPE_VALUES!r}")
