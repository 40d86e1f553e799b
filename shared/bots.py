"""Bots in the platform: levels, budgets, and the seam between the services and each game's bots.

A game declares its bots as `BOTS = engine.Bots(...)` (`rules.bots`; None: the game has none). A bot
sees only its seat's view (`rules.view(state, seat)`); the game's bots determinise the hidden rest
themselves and search within their budget.
"""
import functools
import json
from importlib import resources

from shared import engine
from shared.engine import IllegalAction, rng

MAX_BUDGET_S = 5.0          # what a caller of the bot service may ask for at most
LADDER_FILE = "ladder.json"  # in a game's package: its levels' ratings (`pithead ladder` writes it)


def declared(game: str) -> engine.Bots | None:
    """The bots a registered game declares, or None (an unknown game has none)."""
    try:
        return engine.get(game).bots
    except KeyError:
        return None


def levels(game: str) -> tuple[str, ...]:
    """The bot levels of a game, weakest first; () for a game without bots."""
    bots = declared(game)
    return bots.levels if bots is not None else ()


@functools.cache
def ladder(game: str) -> dict | None:
    """A game's published bot ladder (shared/ladder.py), or None when it has none."""
    try:
        package = engine.get(game).module.__name__
        text = resources.files(package).joinpath(LADDER_FILE).read_text()
    except (KeyError, FileNotFoundError, ModuleNotFoundError):
        return None
    return json.loads(text)


def level_documents(game: str) -> list[dict]:
    """The catalog's `bot_levels`: each level, weakest first, with its ladder rating (or None)."""
    rated = {row["name"]: row for row in (ladder(game) or {}).get("levels", [])}
    return [{"name": level, "budget_s": budget(game, level), "rating": _rating(rated.get(level))}
            for level in levels(game)]


def budget(game: str, level: str) -> float | None:
    """A level's default thinking time per decision in seconds; None for a level that decides at once."""
    bots = declared(game)
    seconds = (bots.budgets or {}).get(level) if bots is not None else None
    return seconds or None


def _rating(row: dict | None) -> dict | None:
    if row is None:
        return None
    return {k: row[k] for k in ("mu", "sigma", "low", "high", "games")}


def reaction_document(game: str) -> dict | None:
    """What the catalog says of a game's bot reaction times, or None when its bots act at once."""
    bots = declared(game)
    if bots is None or bots.reaction_s is None:
        return None
    return {"phases": sorted(bots.reaction_phases),
            "reaction_s": {level: {"min": low, "max": high}
                           for level, (low, high) in bots.reaction_s.items()}}


def think(game: str, view: dict, seat: int, level: str, seed, budget_s: float | None = None) -> dict:
    """The bot's decision from a seat's view: {"actions": [...], "evaluation": {...}, "simulations": N}."""
    bots = declared(game)
    if bots is None:
        raise IllegalAction("no_bots_for_game", f"{game} has no bots")
    return bots.choose(view, seat, level, budget_s, rng.seed_state(str(seed)))


def alternatives(evaluation: dict, most: int = 3) -> list[dict]:
    """The bot's best options as it rated them (`evaluation["top"]`, best first), each with a
    `score` (its estimated chance to win, or the value a search that plays for margin gives it);
    [] for a bot that rates no alternatives."""
    out = []
    for option in (evaluation or {}).get("top", [])[:most]:
        score = option.get("win_probability", option.get("value"))
        out.append({"option": option.get("option"), "score": score,
                    **({"visits": option["visits"]} if "visits" in option else {})})
    return out


def play_turn(rules, state: dict, seat: int, level: str, seed, limit: int) -> tuple[list, dict, list]:
    """The bot's actions until its seat is no longer to act: (actions, new state, events).

    Each plan comes from the seat's view only; an action the true state refuses (a plan cannot
    foresee hidden cards) ends the plan, and the bot plans again from what it now sees.
    """
    actions, events = [], []
    for attempt in range(limit):
        if len(actions) >= limit or not _acts(rules, state, seat):
            break
        plan = think(rules.name, rules.view(state, seat), seat, level, f"{seed}:{attempt}")["actions"]
        for action in plan:
            try:
                state, new_events = rules.apply(state, seat, action)
            except IllegalAction:
                break
            actions.append(action)
            events.extend(new_events)
            if not _acts(rules, state, seat):
                break
    return actions, state, events


def _acts(rules, state: dict, seat: int) -> bool:
    return (not rules.is_over(state) and not rules.awaiting_system(state)
            and seat in rules.active_seats(state))

