from typing import Literal

PackstackActionLoadType = Literal["load"]

PACKSTACK_ACTION_LOAD_TYPE_VALUES: set[PackstackActionLoadType] = {
    "load",
}


def check_packstack_action_load_type(value: str) -> PackstackActionLoadType:
    if value in PACKSTACK_ACTION_LOAD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PACKSTACK_ACTION_LOAD_TYPE_VALUES!r}")
