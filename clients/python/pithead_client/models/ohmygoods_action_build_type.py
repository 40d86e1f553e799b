from typing import Literal

OhmygoodsActionBuildType = Literal["build"]

OHMYGOODS_ACTION_BUILD_TYPE_VALUES: set[OhmygoodsActionBuildType] = {
    "build",
}


def check_ohmygoods_action_build_type(value: str) -> OhmygoodsActionBuildType:
    if value in OHMYGOODS_ACTION_BUILD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_BUILD_TYPE_VALUES!r}")
