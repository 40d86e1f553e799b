"""How the log says a game's events to people: English templates by event type, `{field}`
placeholders filled from the event (the API translates the template and names the values in the
request's language: seats by their players, printed things by the game's `names`)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class EventTexts:
    """A game's `EVENT_TEXTS`: `templates` (event type -> English line), `seats` (the fields that
    hold a seat number) and `names` (field -> the kinds of '<kind>.<id>' name keys its values are,
    tried in order)."""

    templates: dict
    seats: tuple = ("seat",)
    names: dict = field(default_factory=dict)


# the events the engine itself makes, said the same way in every game
COMMON = {
    "ChoiceSealed": "{seat} made a hidden choice",
    "Passed": "{seat} passed",
    "WindowOpened": "waiting for an answer from {seats}",
    "WindowClosed": "the answers are in",
    "GameEnded": "the game ended",
}


def with_common(texts: "EventTexts | None") -> EventTexts:
    """A game's texts with the engine's common events (the game's own template wins)."""
    if texts is None:
        return EventTexts(dict(COMMON), ("seat", "seats"))
    return EventTexts({**COMMON, **texts.templates}, tuple({*texts.seats, "seat", "seats"}), texts.names)
