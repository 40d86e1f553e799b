from typing import Literal

QuartzActionStopThiefGemType1 = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_STOP_THIEF_GEM_TYPE_1_VALUES: set[QuartzActionStopThiefGemType1] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_stop_thief_gem_type_1(value: str) -> QuartzActionStopThiefGemType1:
    if value in QUARTZ_ACTION_STOP_THIEF_GEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_STOP_THIEF_GEM_TYPE_1_VALUES!r}")
