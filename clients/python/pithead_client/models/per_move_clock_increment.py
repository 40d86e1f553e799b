from typing import Literal

PerMoveClockIncrement = Literal[0]

PER_MOVE_CLOCK_INCREMENT_VALUES: set[PerMoveClockIncrement] = {
    0,
}


def check_per_move_clock_increment(value: int) -> PerMoveClockIncrement:
    if value in PER_MOVE_CLOCK_INCREMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PER_MOVE_CLOCK_INCREMENT_VALUES!r}")
