from typing import Literal

PackstackActionTakeTopType = Literal["take_top"]

PACKSTACK_ACTION_TAKE_TOP_TYPE_VALUES: set[PackstackActionTakeTopType] = {
    "take_top",
}


def check_packstack_action_take_top_type(value: str) -> PackstackActionTakeTopType:
    if value in PACKSTACK_ACTION_TAKE_TOP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PACKSTACK_ACTION_TAKE_TOP_TYPE_VALUES!r}")
