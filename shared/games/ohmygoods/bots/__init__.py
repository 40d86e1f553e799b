"""Oh My Goods! bots: `random`, `greedy` (the rule-based policy with its first-cut weights), `easy` (the
policy with weights half-way to the tuned ones) and information-set search at `medium` and `hard`
(phase II plans searched with the policy's tuned weights; their other decisions are the tuned
policy's). See RULINGS.md, "Bots".

Pure like the rules: engine and stdlib only. A bot is given nothing but its seat's view; it samples
the hidden cards itself (`determinize`), so its move cannot depend on where they really are.
"""
import random
import time

from ..legal import legal_actions
from .determinize import determinize
from .policy import decide
from .search import search
from .values import EASY, GREEDY, HARD, TUNED

LEVELS = ("random", "greedy", "easy", "medium", "hard")
# level -> (default budget in seconds, plans compared, rounds simulated, the build decision searched too)
SEARCH = {"medium": (0.08, 3, 1, False), "hard": (1.0, 4, 2, False)}
DEFAULT_BUDGETS = {"random": 0.0, "greedy": 0.0, "easy": 0.0, **{k: v[0] for k, v in SEARCH.items()}}
SAFETY = 0.85
PROFILES = {"greedy": GREEDY, "easy": EASY, "medium": TUNED, "hard": HARD}   # the policy's weights


def choose(view: dict, seat: int, level: str, budget_s: float | None = None, seed: int = 0,
           clock=time.perf_counter, max_worlds: int | None = None) -> dict:
    """The bot's move: {"actions": [legal actions in order], "evaluation": {...}, "simulations": N};
    `max_worlds` caps a search's sampled worlds (then the move depends on the seed alone)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join(LEVELS)}")
    started = clock()
    if not _to_act(view, seat):
        raise ValueError(f"seat {seat} has nothing to decide now")
    state = determinize(view, seat, seed)
    if level == "random":
        return {"actions": [random.Random(seed).choice(legal_actions(state, seat))], "evaluation": {},
                "simulations": 0}
    profile = PROFILES[level]
    if not _searched(view, level):
        return {"actions": decide(state, seat, random.Random(seed), profile=profile), "evaluation": {},
                "simulations": 0}
    default, width, horizon, _ = SEARCH[level]
    budget = default if budget_s is None else budget_s
    return search(view, seat, started + budget * SAFETY, clock, seed, width, horizon, profile, max_worlds)


def _searched(view: dict, level: str) -> bool:
    """True for the decisions a level searches: phase II plans, and (some levels) the build decision."""
    if level not in SEARCH:
        return False
    pending = view["pending"]
    if pending is None:
        return view["phase"] == "plans"
    return pending["kind"] == "build" and SEARCH[level][3]


def _to_act(view: dict, seat: int) -> bool:
    pending = view["pending"]
    if pending is not None:
        return pending["seat"] == seat
    return view["phase"] not in ("reveal", "ended") and seat in view["active"]


__all__ = ["LEVELS", "DEFAULT_BUDGETS", "choose", "determinize"]
