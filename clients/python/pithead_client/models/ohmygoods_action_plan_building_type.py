from typing import Literal

OhmygoodsActionPlanBuildingType = Literal["plan_building"]

OHMYGOODS_ACTION_PLAN_BUILDING_TYPE_VALUES: set[OhmygoodsActionPlanBuildingType] = {
    "plan_building",
}


def check_ohmygoods_action_plan_building_type(value: str) -> OhmygoodsActionPlanBuildingType:
    if value in OHMYGOODS_ACTION_PLAN_BUILDING_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_PLAN_BUILDING_TYPE_VALUES!r}")
