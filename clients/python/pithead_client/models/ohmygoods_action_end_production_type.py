from typing import Literal

OhmygoodsActionEndProductionType = Literal["end_production"]

OHMYGOODS_ACTION_END_PRODUCTION_TYPE_VALUES: set[OhmygoodsActionEndProductionType] = {
    "end_production",
}


def check_ohmygoods_action_end_production_type(value: str) -> OhmygoodsActionEndProductionType:
    if value in OHMYGOODS_ACTION_END_PRODUCTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_END_PRODUCTION_TYPE_VALUES!r}")
