from typing import Literal

OhmygoodsActionHireApprentice = Literal[
    "apprentice_1",
    "apprentice_2",
    "apprentice_3",
    "apprentice_4",
    "apprentice_5",
    "apprentice_6",
    "apprentice_7",
    "apprentice_8",
]

OHMYGOODS_ACTION_HIRE_APPRENTICE_VALUES: set[OhmygoodsActionHireApprentice] = {
    "apprentice_1",
    "apprentice_2",
    "apprentice_3",
    "apprentice_4",
    "apprentice_5",
    "apprentice_6",
    "apprentice_7",
    "apprentice_8",
}


def check_ohmygoods_action_hire_apprentice(value: str) -> OhmygoodsActionHireApprentice:
    if value in OHMYGOODS_ACTION_HIRE_APPRENTICE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_HIRE_APPRENTICE_VALUES!r}")
