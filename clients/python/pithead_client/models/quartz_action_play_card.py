from typing import Literal

QuartzActionPlayCard = Literal[
    "found_it",
    "is_that_yours",
    "lend_me_a_hand",
    "not_mine",
    "roll_up_sleeves",
    "tremor",
    "want_a_gem",
    "what_gem_where",
]

QUARTZ_ACTION_PLAY_CARD_VALUES: set[QuartzActionPlayCard] = {
    "found_it",
    "is_that_yours",
    "lend_me_a_hand",
    "not_mine",
    "roll_up_sleeves",
    "tremor",
    "want_a_gem",
    "what_gem_where",
}


def check_quartz_action_play_card(value: str) -> QuartzActionPlayCard:
    if value in QUARTZ_ACTION_PLAY_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {QUARTZ_ACTION_PLAY_CARD_VALUES!r}")
