from typing import Literal

WebhookCreateEventsItem = Literal["game_over", "game_started", "round_scored", "your_turn"]

WEBHOOK_CREATE_EVENTS_ITEM_VALUES: set[WebhookCreateEventsItem] = {
    "game_over",
    "game_started",
    "round_scored",
    "your_turn",
}


def check_webhook_create_events_item(value: str) -> WebhookCreateEventsItem:
    if value in WEBHOOK_CREATE_EVENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_CREATE_EVENTS_ITEM_VALUES!r}")
