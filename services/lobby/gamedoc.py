"""The documented body of POST /v1/games: one shape per registered game, built from the games'
specs, so the document states what the lobby checks of a new game (the seat range, each option's
type and bounds, a clock only where the game has bots, the game's bot levels). An option that names
a seat must be below the seat count, so such a game has one shape per seat count.

GameCreateSchema (schemas.py) still loads the body; the domain refuses what the shapes exclude with
its own codes (unknown_game, invalid_seat_count, unknown_option, invalid_option, invalid_clock,
no_bots_for_game), all 422.
"""
from shared import bots, engine

SEED = {"oneOf": [{"type": "integer"}, {"type": "string", "minLength": 1, "maxLength": 64}],
        "description": "optional: replays a known deal (an integer, or 1-64 characters); the game "
                       "then says seed_chosen, is never rated, and others join it only with "
                       "accept_chosen_seed"}
JOIN = {"type": "boolean", "default": True, "description": "the creator takes seat 0"}
HINTS = {"type": "boolean", "default": False, "description": "seats may ask the strongest bot "
         "for a hint (POST /v1/games/{id}/seats/{seat}/hint); the game is then never rated"}
DAY = 86400


def option_document(option: dict, seats: int | None) -> dict:
    """One option as the lobby checks it (in a game of `seats` when the option names a seat)."""
    kind = option["type"]
    if kind == "int":
        out = {"type": "integer"}
        high = option.get("maximum")
        if option.get("seat") and seats is not None:
            high = seats - 1 if high is None else min(high, seats - 1)
        out.update({k: v for k, v in (("minimum", option.get("minimum")), ("maximum", high))
                    if v is not None})
    elif kind == "bool":
        out = {"type": "boolean"}
    else:
        out = {"enum": list(option["choices"])}
    if option["default"] is None:
        out["nullable"] = True
    return {**out, "description": option.get("description", ""), "default": option["default"]}


def clock_document(levels) -> dict:
    """A turn clock: `per_move` seconds a turn, or a `bank` with an `increment` per turn."""
    common = {"max_timeouts": {"type": "integer", "minimum": 1, "maximum": 100, "default": 3,
                               "description": "timeouts in a row before a bot keeps the seat"},
              "bot_level": {"type": "string", "enum": list(levels),
                            "description": "the bot that moves on timeout (default: the game's)"}}
    per_move = {"per_move": {"type": "integer", "minimum": 1, "maximum": 30 * DAY},
                "increment": {"type": "integer", "enum": [0]}}
    bank = {"bank": {"type": "integer", "minimum": 1, "maximum": 365 * DAY},
            "increment": {"type": "integer", "minimum": 0, "maximum": 30 * DAY,
                          "description": "seconds added after each turn (capped at the bank)"}}
    return {"description": "a turn clock; none by default", "oneOf": [
        {"type": "object", "additionalProperties": False, "required": [name],
         "properties": {**props, **common}}
        for name, props in (("per_move", per_move), ("bank", bank))]}


def game_shapes(name: str) -> list[dict]:
    """The bodies that create a game of `name`: one shape, or one per seat count."""
    rules = engine.get(name)
    spec = rules.spec.to_json()
    low, high = spec["seats"]["min"], spec["seats"]["max"]
    per_seat = any(option.get("seat") for option in spec["options"])
    counts = list(range(low, high + 1)) if per_seat else [None]
    return [_shape(name, spec, count, low, high, rules.bots) for count in counts]


def _shape(name: str, spec: dict, count, low: int, high: int, declared) -> dict:
    seats = {"type": "integer", **({"enum": [count]} if count is not None
                                   else {"minimum": low, "maximum": high})}
    options = {"type": "object", "additionalProperties": False, "properties": {
        option["name"]: option_document(option, count) for option in spec["options"]}}
    properties = {"game": {"type": "string", "enum": [name]}, "seats": seats,
                  "options": options, "seed": SEED, "join": JOIN}
    if declared is not None:
        properties["clock"] = clock_document(bots.levels(name))
        properties["hints"] = HINTS
    return {"type": "object", "title": f"{name}" + (f", {count} seats" if count else ""),
            "additionalProperties": False, "required": ["game", "seats"],
            "properties": properties}


def create_game_document() -> dict:
    """The body of POST /v1/games: one of the shapes of the registered games."""
    return {"oneOf": [shape for name in engine.names() for shape in game_shapes(name)],
            "description": "a game from GET /v1/catalog with its seat count, options, seed and "
                           "turn clock"}
