"""The log in words: each event of a log entry as a line in the request's language. A game says its
events with English templates (its EVENT_TEXTS, engine/texts.py); here the template is translated
and its `{fields}` filled: seats by their players' names, printed things by the game's names in the
language, lists joined. The platform's own events (joins, bots, time-outs) are said here."""
from flask_babel import gettext, lazy_gettext as _l

from shared.engine import names_in

from . import language

# the platform's events, in any game
PLATFORM = {
    "GameCreated": _l("the game was created"),
    "PlayerJoined": _l("{seat} joined"),
    "PlayerLeft": _l("{seat} left"),
    "BotAdded": _l("a bot took {seat}"),
    "GameStarted": _l("the game started"),
    "PlayerDropped": _l("{seat} was dropped; a bot plays on"),
    "PlayerResigned": _l("{seat} resigned; a bot plays on"),
    "TurnTimedOut": _l("{seat} ran out of time; a bot moved"),
}


class _Fields(dict):
    def __missing__(self, key):   # a template naming a field the event lacks says "?", never fails
        return "?"


def entry_lines(rules, events: list, seats: list) -> list[str]:
    """The lines of a log entry's events (`seats`: the game's seat holders, for their names)."""
    names = _names(rules, language.current())
    return [event_line(rules.event_texts, event, seats, names) for event in events]


def _names(rules, lang: str) -> dict:
    """The game's printed names in `lang`, made once per game and language (a log has hundreds of lines)."""
    key = (rules.name, lang)
    if key not in _NAMES:
        _NAMES[key] = names_in(rules.names, lang)
    return _NAMES[key]


_NAMES: dict = {}


def event_line(texts, event: dict, seats: list, names: dict) -> str:
    """One event as a line: its template translated, its fields named."""
    kind = event.get("type", "")
    template = texts.templates.get(kind)
    line = gettext(template) if template else str(PLATFORM[kind]) if kind in PLATFORM else kind
    values = _Fields({key: _value(texts, key, value, seats, names) for key, value in event.items()})
    return line.format_map(values)


def _value(texts, key: str, value, seats: list, names: dict) -> str:
    if isinstance(value, list):
        return ", ".join(_value(texts, key, item, seats, names) for item in value)
    if key in texts.seats or key in ("seat", "seats"):
        return seat_name(value, seats) if isinstance(value, int) else gettext("nobody")
    if key in texts.names and isinstance(value, str):
        return _printed(value, texts.names[key], names)
    return "—" if value is None else str(value)


def seat_name(seat: int, seats: list) -> str:
    """The seat's player's name, else "seat N" in the request's language."""
    holder = seats[seat] if 0 <= seat < len(seats) else None
    name = (holder or {}).get("name")
    return name or gettext("seat {number}").format(number=seat + 1)


def _printed(value: str, kinds: tuple, names: dict) -> str:
    """A value's printed name: '<kind>.<value>', then without its trailing '_<part>'s (a card id
    `glassmaker_3` is a `building.glassmaker`)."""
    for kind in kinds:
        stem = value
        while stem:
            if f"{kind}.{stem}" in names:
                return names[f"{kind}.{stem}"]
            stem = stem.rpartition("_")[0]
    return value
