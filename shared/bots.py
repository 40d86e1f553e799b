"""Bots in the platform: levels, budgets, and the seam between the services and each game's bots.

A bot sees only its seat's view (`rules.view(state, seat)`); the game's own bot package
(`shared.games.<game>.bots`) determinises the hidden rest itself and searches within its budget.
"""
import importlib
from functools import lru_cache

from shared.engine import IllegalAction, rng

LEVELS = ("random", "greedy", "easy", "medium", "hard")
MAX_BUDGET_S = 5.0          # what a caller of the bot service may ask for at most


@lru_cache(maxsize=None)
def bot_module(game: str):
    """The bot package of a game, or None if the game has no bots."""
    try:
        return importlib.import_module(f"shared.games.{game}.bots")
    except ModuleNotFoundError:
        return None


def think(game: str, view: dict, seat: int, level: str, seed, budget_s: float | None = None) -> dict:
    """The bot's decision from a seat's view: {"actions": [...], "evaluation": {...}, "simulations": N}."""
    module = bot_module(game)
    if module is None:
        raise IllegalAction("no_bots_for_game", f"{game} has no bots")
    return module.choose(view, seat, level, budget_s, rng.seed_state(str(seed)))


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
