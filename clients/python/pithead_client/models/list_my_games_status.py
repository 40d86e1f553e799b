from typing import Literal

ListMyGamesStatus = Literal["finished", "open", "started"]

LIST_MY_GAMES_STATUS_VALUES: set[ListMyGamesStatus] = {
    "finished",
    "open",
    "started",
}


def check_list_my_games_status(value: str) -> ListMyGamesStatus:
    if value in LIST_MY_GAMES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MY_GAMES_STATUS_VALUES!r}")
