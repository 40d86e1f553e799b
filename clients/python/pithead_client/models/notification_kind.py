from typing import Literal

NotificationKind = Literal[
    "chat_to_you", "clock_low", "friend_table_opened", "game_over", "invited", "response_window", "your_turn"
]

NOTIFICATION_KIND_VALUES: set[NotificationKind] = {
    "chat_to_you",
    "clock_low",
    "friend_table_opened",
    "game_over",
    "invited",
    "response_window",
    "your_turn",
}


def check_notification_kind(value: str) -> NotificationKind:
    if value in NOTIFICATION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NOTIFICATION_KIND_VALUES!r}")
