from typing import Literal

OhmygoodsActionPlaceApprenticeType = Literal["place_apprentice"]

OHMYGOODS_ACTION_PLACE_APPRENTICE_TYPE_VALUES: set[OhmygoodsActionPlaceApprenticeType] = {
    "place_apprentice",
}


def check_ohmygoods_action_place_apprentice_type(value: str) -> OhmygoodsActionPlaceApprenticeType:
    if value in OHMYGOODS_ACTION_PLACE_APPRENTICE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_PLACE_APPRENTICE_TYPE_VALUES!r}")
