"""Quartz bots: `random`, `greedy` (the risk rule) and flat Monte Carlo search at `easy`, `medium` and
`hard`, every one from its seat's view only, answering response windows and coal checks too. `hard`
also knows more: its rollouts play the others as well as itself, it values a day's end by worths
fitted on self-play (`value.learned_worth`) instead of hand-set ones, and it plays to win: it maximises
its chance to end richest (`value.win_chance`), where the others maximise their margin.

Pure like the rules: engine and stdlib only. A bot samples what it cannot see (`determinize`) and
computes its legal actions on that sample (they depend only on its own hand and what is public).
"""
import random
import time

from shared import engine

from .. import rules
from .determinize import determinize
from .policy import policy
from .search import LEARNED, PLAIN, search

LEVELS = ("random", "greedy", "easy", "medium", "hard")
# level -> (default budget in seconds, candidates tried at most, what the search assumes, the bar in
# standard errors a candidate's gain must clear to replace the policy's action: hard's is higher, as
# the best of its 10 candidates clears a low bar by luck; docs/guide/bots.md, "Quartz hard's bar")
SEARCH = {"easy": (0.01, 3, PLAIN, 1.0), "medium": (0.04, 6, PLAIN, 1.0), "hard": (0.2, 10, LEARNED, 2.0)}
DEFAULT_BUDGETS = {"random": 0.0, "greedy": 0.0, **{k: v[0] for k, v in SEARCH.items()}}
SAFETY = 0.85             # share of the budget the search may spend (the rest covers set-up and return)

_RULES = engine.Ruleset(rules)


def choose(view: dict, seat: int, level: str, budget_s: float | None = None, seed: int = 0,
           clock=time.perf_counter, max_simulations: int | None = None) -> dict:
    """The bot's move: {"actions": [one legal action], "evaluation": {...}, "simulations": N}."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join(LEVELS)}")
    started = clock()
    state = determinize(view, seat, seed)
    if _RULES.is_over(state) or _RULES.awaiting_system(state) or seat not in _RULES.active_seats(state):
        raise ValueError(f"seat {seat} has nothing to decide now")
    if level == "random":
        action = random.Random(seed).choice(_RULES.legal_actions(state, seat))
        return {"actions": [action], "evaluation": {}, "simulations": 0}
    if level == "greedy":
        return {"actions": [policy(state, seat)], "evaluation": {}, "simulations": 0}
    default, width, model, bar = SEARCH[level]
    budget = default if budget_s is None else budget_s
    action, evaluation, sims = search(_RULES, view, seat, started + budget * SAFETY, clock, seed, width,
                                      max_simulations, z=bar, model=model)
    return {"actions": [action], "evaluation": evaluation, "simulations": sims}


__all__ = ["DEFAULT_BUDGETS", "LEVELS", "choose", "determinize", "policy"]
