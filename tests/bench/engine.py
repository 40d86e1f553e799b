"""Engine benchmark: random 4-player Glück Auf games per second on one core, and the cost of a state copy.

Run with `make bench`. Prints medians of 5 runs; a benchmark, not a timed test.
"""
import json
import os
import random
import statistics
import time

from shared import engine
from shared.simulate import play_random_game

RUNS, GAMES, COPIES = 5, 200, 5000


def games_per_second(rules, players: int) -> tuple[float, float]:
    """(games/s, actions/s) of one run of GAMES random games."""
    started = time.perf_counter()
    actions = sum(play_random_game(rules, players, seed)[1] for seed in range(GAMES))
    elapsed = time.perf_counter() - started
    return GAMES / elapsed, actions / elapsed


def mid_game_state(rules, players: int) -> dict:
    """A state halfway through a random game (shift 2)."""
    state = rules.setup({}, players, 11)
    chooser = random.Random(11)
    while state["shift"] < 2 or state["turn"] < 60:
        seat = None if rules.awaiting_system(state) else min(rules.active_seats(state))
        rules.apply_in_place(state, seat, chooser.choice(rules.legal_actions(state, seat)))
    return state


def per_call_us(fn, arg, calls: int) -> float:
    """Microseconds per call of fn(arg)."""
    started = time.perf_counter()
    for _ in range(calls):
        fn(arg)
    return (time.perf_counter() - started) / calls * 1e6


def main() -> None:
    """Print the engine figures."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core
    rules = engine.get("glueckauf")
    runs = [games_per_second(rules, 4) for _ in range(RUNS)]
    state = mid_game_state(rules, 4)
    text = json.dumps(state)
    figures = {
        "games_per_s_4p": round(statistics.median(r[0] for r in runs), 1),
        "actions_per_s_4p": round(statistics.median(r[1] for r in runs)),
        "copy_state_us": round(statistics.median(per_call_us(rules.copy_state, state, COPIES)
                                                 for _ in range(RUNS)), 2),
        "json_dumps_us": round(statistics.median(per_call_us(json.dumps, state, COPIES // 5)
                                                 for _ in range(RUNS)), 2),
        "json_loads_us": round(statistics.median(per_call_us(json.loads, text, COPIES // 5)
                                                 for _ in range(RUNS)), 2),
        "state_json_bytes": len(text),
        "goal_games_per_s": 200,
    }
    print(f"engine: {figures['games_per_s_4p']} random 4-player games/s on one core "
          f"(median of {RUNS} runs of {GAMES}), {figures['actions_per_s_4p']} actions/s, "
          f"copy of a mid-game state {figures['copy_state_us']} µs")
    print(json.dumps({"bench": "engine", **figures}, sort_keys=True))


if __name__ == "__main__":
    main()
