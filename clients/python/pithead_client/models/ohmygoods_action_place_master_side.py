from typing import Literal

OhmygoodsActionPlaceMasterSide = Literal["diligent", "sloppy"]

OHMYGOODS_ACTION_PLACE_MASTER_SIDE_VALUES: set[OhmygoodsActionPlaceMasterSide] = {
    "diligent",
    "sloppy",
}


def check_ohmygoods_action_place_master_side(value: str) -> OhmygoodsActionPlaceMasterSide:
    if value in OHMYGOODS_ACTION_PLACE_MASTER_SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_PLACE_MASTER_SIDE_VALUES!r}")
