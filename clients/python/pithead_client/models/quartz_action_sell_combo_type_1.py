from typing import Literal

QuartzActionSellComboType1 = Literal["five_different", "four_of_a_kind", "six_different", "three_of_a_kind"]

QUARTZ_ACTION_SELL_COMBO_TYPE_1_VALUES: set[QuartzActionSellComboType1] = {
    "five_different",
    "four_of_a_kind",
    "six_different",
    "three_of_a_kind",
}


def check_quartz_action_sell_combo_type_1(value: str) -> QuartzActionSellComboType1:
    if value in QUARTZ_ACTION_SELL_COMBO_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_SELL_COMBO_TYPE_1_VALUES!r}")
