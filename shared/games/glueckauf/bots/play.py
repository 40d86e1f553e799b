"""Playing a whole game between bots (each given only its own view), for tournaments and tests."""
import time

from ..actions import HANDLERS
from ..views import view
from ..legal import legal_actions
from ..shift import outcome
from ..state import setup
from .policy import actor

MAX_DECISIONS = 5000


def play_game(levels: list, seed: int, budgets: dict | None = None, clock=time.perf_counter,
              chooser=None) -> dict:
    """Play one game, seat i played by `levels[i]`; return the outcome, final VP and per-seat timings."""
    from . import choose                   # late import: `bots` imports this module's siblings
    chooser = chooser or choose
    budgets = budgets or {}
    state = setup({"starting_player": None}, len(levels), seed)
    thinking, decisions = [0.0] * len(levels), [0] * len(levels)
    for turn in range(MAX_DECISIONS):
        seat = actor(state)
        if seat == -1:
            break
        if seat is None:
            HANDLERS["score_shift"](state, None, {"type": "score_shift"})
            continue
        started = clock()
        answer = chooser(view(state, seat), seat, levels[seat], budgets.get(levels[seat]),
                         seed * 7919 + turn, clock)
        thinking[seat] += clock() - started
        decisions[seat] += 1
        for action in answer["actions"]:
            if action not in legal_actions(state, seat):
                raise RuntimeError(f"{levels[seat]} bot at seat {seat} chose an illegal action {action}")
            HANDLERS[action["type"]](state, seat, action)
    result = outcome(state)
    return {"seed": seed, "levels": list(levels), "winners": result["winners"],
            "vp": [s["vp"] for s in state["seats"]], "thinking_s": thinking, "decisions": decisions}
