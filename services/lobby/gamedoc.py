"""The documented body of POST /v1/games, `GameCreate`: one of the registered games' bodies, told
apart by `game` (`GlueckaufGameCreate`, ...), each with its options (`GlueckaufGameOptions`) and,
where the game has bots, a turn `Clock`. Built from the games' specs, so the document states what
the lobby checks of a new game: the seat range, each option's type and bounds, an option that
names a seat below the seat count, a clock only where the game has bots and with one of its bot
levels. The last two tie one field to another, which a client's types cannot say: they sit in each
body's `not` (the combinations refused), which validators read and client generators leave out.

GameCreateSchema (schemas.py) still loads the body; the domain refuses what the bodies exclude
with its own codes (unknown_game, invalid_seat_count, unknown_option, invalid_option,
invalid_clock, no_bots_for_game), all 422.
"""
from shared import bots, engine
from shared.api.schemas import REF

SEED = {"oneOf": [{"type": "integer"}, {"type": "string", "minLength": 1, "maxLength": 64}],
        "description": "optional: replays a known deal (an integer, or 1-64 characters); the game "
                       "then says seed_chosen, is never rated, and others join it only with "
                       "accept_chosen_seed"}
JOIN = {"type": "boolean", "default": True, "description": "the creator takes seat 0"}
PRIVATE = {"type": "boolean", "default": False,
           "description": "never listed; others join only with an invitation"}
SPECTATORS_CHAT = {"type": "boolean", "default": False,
                   "description": "spectators may write in the table chat (the creator can close "
                                  "and reopen it: PATCH /v1/games/{id}/chat/settings)"}
HINTS = {"type": "boolean", "default": False, "description": "seats may ask the strongest bot "
         "for a hint (POST /v1/games/{id}/seats/{seat}/hint); the game is then never rated"}
DAY = 86400
LEVELS = sorted({level for name in engine.names() for level in bots.levels(name)})


def option_document(option: dict) -> dict:
    """One option as the lobby checks it."""
    kind = option["type"]
    if kind == "int":
        out = {"type": "integer", **{k: option[k] for k in ("minimum", "maximum") if k in option}}
    elif kind == "bool":
        out = {"type": "boolean"}
    else:
        out = {"enum": list(option["choices"])}
    if option["default"] is None:
        out["nullable"] = True
    return {**out, "description": option.get("description", ""), "default": option["default"]}


def clock_components() -> dict:
    """`Clock`: `per_move` seconds a turn (`PerMoveClock`), or a `bank` with an `increment` per
    turn (`BankClock`)."""
    common = {"max_timeouts": {"type": "integer", "minimum": 1, "maximum": 100, "default": 3,
                               "description": "timeouts in a row before a bot keeps the seat"},
              "bot_level": {"type": "string", "enum": LEVELS, "description": "the bot that "
                            "moves on timeout (default: the game's): one of the game's levels"}}
    per_move = {"per_move": {"type": "integer", "minimum": 1, "maximum": 30 * DAY},
                "increment": {"type": "integer", "enum": [0]}}
    bank = {"bank": {"type": "integer", "minimum": 1, "maximum": 365 * DAY},
            "increment": {"type": "integer", "minimum": 0, "maximum": 30 * DAY,
                          "description": "seconds added after each turn (capped at the bank)"}}
    kinds = {name: {"type": "object", "title": name, "description": description,
                    "additionalProperties": False, "required": [field],
                    "properties": {**props, **common}}
             for name, field, description, props in (
                 ("PerMoveClock", "per_move", "seconds for each turn (86400: a day)", per_move),
                 ("BankClock", "bank", "a time bank for the whole game", bank))}
    return {**kinds, "Clock": {"description": "a turn clock; none by default",
                               "oneOf": [{"$ref": REF + name} for name in kinds]}}


def game_components(name: str) -> dict:
    """`<Game>GameCreate` and `<Game>GameOptions` of one game."""
    rules = engine.get(name)
    spec, prefix = rules.spec.to_json(), _camel(name)
    options = {"type": "object", "title": prefix + "GameOptions", "additionalProperties": False,
               "description": f"the options of {spec['title']} (GET /v1/catalog), each optional",
               "properties": {o["name"]: option_document(o) for o in spec["options"]}}
    properties = {"game": {"type": "string", "enum": [name]},
                  "seats": {"type": "integer", "minimum": spec["seats"]["min"],
                            "maximum": spec["seats"]["max"]},
                  "options": {"$ref": REF + prefix + "GameOptions"}, "seed": SEED, "join": JOIN,
                  "private": PRIVATE, "spectators_chat": SPECTATORS_CHAT}
    if rules.bots is not None:
        properties["clock"] = {"$ref": REF + "Clock"}
        properties["hints"] = HINTS
    body = {"type": "object", "title": prefix + "GameCreate", "additionalProperties": False,
            "description": f"a new game of {spec['title']}", "required": ["game", "seats"],
            "properties": properties}
    refused = _refused(spec, bots.levels(name) if rules.bots is not None else LEVELS)
    if refused:
        body["not"] = {"anyOf": refused}
    return {prefix + "GameCreate": body, prefix + "GameOptions": options}


def _refused(spec: dict, levels) -> list[dict]:
    """What the fields allow one by one and the lobby refuses together: a seat option at or
    above the seat count, a clock's bot level the game has not."""
    out = [{"required": ["seats", "options"], "properties": {
        "seats": {"enum": [count]},
        "options": {"required": [option["name"]],
                    "properties": {option["name"]: {"type": "integer", "minimum": count}}}}}
           for option in spec["options"] if option.get("seat")
           for count in range(spec["seats"]["min"], spec["seats"]["max"])]
    others = [level for level in LEVELS if level not in levels]
    if others:
        out.append({"required": ["clock"], "properties": {"clock": {
            "required": ["bot_level"], "properties": {"bot_level": {"enum": others}}}}})
    return out


def components() -> dict:
    """`GameCreate`, the clocks and every registered game's bodies."""
    out = clock_components()
    mapping = {}
    for name in engine.names():
        out.update(game_components(name))
        mapping[name] = REF + _camel(name) + "GameCreate"
    out["GameCreate"] = {
        "description": "a game from GET /v1/catalog with its seat count, options, seed and turn "
                       "clock", "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "game", "mapping": mapping}}
    return out


def _camel(text: str) -> str:
    return "".join(part.capitalize() for part in text.split("_"))
