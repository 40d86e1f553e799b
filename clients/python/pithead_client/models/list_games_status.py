from typing import Literal

ListGamesStatus = Literal["finished", "open", "started"]

LIST_GAMES_STATUS_VALUES: set[ListGamesStatus] = {
    "finished",
    "open",
    "started",
}


def check_list_games_status(value: str) -> ListGamesStatus:
    if value in LIST_GAMES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_STATUS_VALUES!r}")
