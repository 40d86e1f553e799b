from typing import Literal

OhmygoodsActionPlaceMasterType = Literal["place_master"]

OHMYGOODS_ACTION_PLACE_MASTER_TYPE_VALUES: set[OhmygoodsActionPlaceMasterType] = {
    "place_master",
}


def check_ohmygoods_action_place_master_type(value: str) -> OhmygoodsActionPlaceMasterType:
    if value in OHMYGOODS_ACTION_PLACE_MASTER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_PLACE_MASTER_TYPE_VALUES!r}")
