from typing import Literal

PackstackGameOptionsTruckRace = Literal["realtime", "sealed"]

PACKSTACK_GAME_OPTIONS_TRUCK_RACE_VALUES: set[PackstackGameOptionsTruckRace] = {
    "realtime",
    "sealed",
}


def check_packstack_game_options_truck_race(value: str) -> PackstackGameOptionsTruckRace:
    if value in PACKSTACK_GAME_OPTIONS_TRUCK_RACE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PACKSTACK_GAME_OPTIONS_TRUCK_RACE_VALUES!r}")
