"""Glück Auf bots: `random`, `greedy` and information-set MCTS at `easy`, `medium` and `hard`.

Pure like the rules: engine and stdlib only. A bot is given nothing but its seat's view; it
samples the hidden parts itself (`determinize`) and computes legal actions on that sample.
"""
import random
import time

from .determinize import determinize
from .evaluate import evaluate
from .mcts import search
from .policy import WEIGHTS, actor, greedy_scores, macros
from ..legal import legal_actions

LEVELS = ("random", "greedy", "easy", "medium", "hard")
# level -> (default budget in seconds, root width, rollout horizon in decisions, plays to win: its
# rollouts play on to the shift's end (no horizon: None), valued by the fitted chance to finish first,
# guided rollouts: (k, plies), a rollout's first plies placements judged one-ply among the
# policy's top k; (0, 0) off)
SEARCH = {"easy": (0.03, 4, 4, False, (0, 0)), "medium": (0.08, 6, 4, False, (0, 0)),
          "hard": (1.0, 12, None, True, (0, 0))}
DEFAULT_BUDGETS = {"random": 0.0, "greedy": 0.0, **{k: v[0] for k, v in SEARCH.items()}}
SAFETY = 0.85             # share of the budget the search may spend (the rest covers set-up and return)


def choose(view: dict, seat: int, level: str, budget_s: float | None = None, seed: int = 0,
           clock=time.perf_counter, max_simulations: int | None = None) -> dict:
    """The bot's move: {"actions": [legal actions in order], "evaluation": {...}, "simulations": N}."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join(LEVELS)}")
    started = clock()
    if actor(view) != seat:
        raise ValueError(f"seat {seat} is not the one to decide now")
    if level == "random":
        state = determinize(view, seat, seed)
        legal = legal_actions(state, seat)
        return {"actions": [random.Random(seed).choice(legal)], "evaluation": {}, "simulations": 0}
    if level == "greedy":
        return _greedy(view, seat, seed)
    default, width, horizon, to_win, guide = SEARCH[level]
    budget = default if budget_s is None else budget_s
    weights = WEIGHTS["hard" if level == "hard" else "default"]     # hard plays its own profile
    return search(view, seat, started + budget * SAFETY, clock, seed, width, horizon, max_simulations,
                  weights, to_win, guide)


def _greedy(view: dict, seat: int, seed: int) -> dict:
    state = determinize(view, seat, seed)
    options = macros(state, seat)
    scores = greedy_scores(state, seat, options)
    best = max(range(len(options)), key=lambda i: scores[i])
    return {"actions": [dict(a) for a in options[best][1]],
            "evaluation": {"one_ply_margin": round(scores[best], 2), "choice": options[best][0]},
            "simulations": 0}


__all__ = ["LEVELS", "DEFAULT_BUDGETS", "choose", "determinize", "evaluate"]
