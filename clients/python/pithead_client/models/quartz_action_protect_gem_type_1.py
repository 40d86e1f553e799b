from typing import Literal

QuartzActionProtectGemType1 = Literal["amber", "amethyst", "emerald", "quartz", "ruby", "sapphire"]

QUARTZ_ACTION_PROTECT_GEM_TYPE_1_VALUES: set[QuartzActionProtectGemType1] = {
    "amber",
    "amethyst",
    "emerald",
    "quartz",
    "ruby",
    "sapphire",
}


def check_quartz_action_protect_gem_type_1(value: str) -> QuartzActionProtectGemType1:
    if value in QUARTZ_ACTION_PROTECT_GEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PROTECT_GEM_TYPE_1_VALUES!r}")
