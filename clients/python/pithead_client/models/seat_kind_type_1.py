from typing import Literal

SeatKindType1 = Literal["bot", "player"]

SEAT_KIND_TYPE_1_VALUES: set[SeatKindType1] = {
    "bot",
    "player",
}


def check_seat_kind_type_1(value: str) -> SeatKindType1:
    if value in SEAT_KIND_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEAT_KIND_TYPE_1_VALUES!r}")
