from typing import Literal

FriendStatus = Literal["friends", "incoming", "requested"]

FRIEND_STATUS_VALUES: set[FriendStatus] = {
    "friends",
    "incoming",
    "requested",
}


def check_friend_status(value: str) -> FriendStatus:
    if value in FRIEND_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FRIEND_STATUS_VALUES!r}")
