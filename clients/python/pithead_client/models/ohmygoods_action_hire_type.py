from typing import Literal

OhmygoodsActionHireType = Literal["hire"]

OHMYGOODS_ACTION_HIRE_TYPE_VALUES: set[OhmygoodsActionHireType] = {
    "hire",
}


def check_ohmygoods_action_hire_type(value: str) -> OhmygoodsActionHireType:
    if value in OHMYGOODS_ACTION_HIRE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_HIRE_TYPE_VALUES!r}")
