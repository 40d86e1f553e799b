from typing import Literal

OhmygoodsActionRedrawType = Literal["redraw"]

OHMYGOODS_ACTION_REDRAW_TYPE_VALUES: set[OhmygoodsActionRedrawType] = {
    "redraw",
}


def check_ohmygoods_action_redraw_type(value: str) -> OhmygoodsActionRedrawType:
    if value in OHMYGOODS_ACTION_REDRAW_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_REDRAW_TYPE_VALUES!r}")
