"""Oh My Goods! benchmark: random 4-player games per second on one core (goal 200), the cost of a
state copy, and each bot level's decision time p50/p99 at its default budget.

Run with `python -m tests.bench.ohmygoods` (part of `make bench`). Decision positions come from
greedy self-play (every kind of decision); times are wall clock. A benchmark, not a timed test.
"""
import json
import os
import statistics
import time

from shared import engine
from shared.games.ohmygoods.bots import DEFAULT_BUDGETS, LEVELS, choose
from shared.simulate import play_random_game

RUNS, GAMES, COPIES = 3, 100, 5000
POSITIONS = int(os.environ.get("OMG_BENCH_POSITIONS", "60"))
RULES = engine.get("ohmygoods")


def games_per_second(players: int) -> tuple[float, float]:
    """(games/s, actions/s) of one run of GAMES random games."""
    started = time.perf_counter()
    actions = sum(play_random_game(RULES, players, seed)[1] for seed in range(GAMES))
    elapsed = time.perf_counter() - started
    return GAMES / elapsed, actions / elapsed


def positions(count: int, players: int = 4) -> list:
    """(state, seat) pairs spread over greedy self-play games, plans weighted like play."""
    out, seed = [], 0
    while len(out) < count:
        state, step = RULES.setup({}, players, seed), 0
        while not RULES.is_over(state) and len(out) < count:
            if RULES.awaiting_system(state):
                state, _ = RULES.apply(state, None, RULES.system_action(state))
                continue
            seat = min(RULES.active_seats(state))
            if step % 5 == 2:
                out.append((state, seat))
            for action in choose(RULES.view(state, seat), seat, "greedy", seed=step)["actions"]:
                if seat not in RULES.active_seats(state):
                    break
                state, _ = RULES.apply(state, seat, action)
            step += 1
        seed += 1
    return out


def percentile(values: list, q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def decision_times(sample: list) -> dict:
    """Per level: p50 / p99 / max decision time over all decisions and over phase II plans alone
    (the decisions the search levels search), and the simulations a plan got (median)."""
    figures = {}
    for level in LEVELS:
        times, plans, sims = [], [], []
        for index, (state, seat) in enumerate(sample):
            started = time.perf_counter()
            answer = choose(RULES.view(state, seat), seat, level, seed=index)
            times.append(time.perf_counter() - started)
            if state["phase"] == "plans":
                plans.append(times[-1])
                sims.append(answer["simulations"])
        figures[level] = {"budget_s": DEFAULT_BUDGETS[level], **_ms("", times), **_ms("plans_", plans),
                          "plan_simulations_median": statistics.median(sims) if sims else 0}
    return figures


def _ms(prefix: str, times: list) -> dict:
    if not times:
        return {}
    return {f"{prefix}p50_ms": round(percentile(times, 0.5) * 1000, 2),
            f"{prefix}p99_ms": round(percentile(times, 0.99) * 1000, 2),
            f"{prefix}max_ms": round(max(times) * 1000, 2)}


def main() -> None:
    """Print the figures."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core
    runs = [games_per_second(4) for _ in range(RUNS)]
    state = positions(1)[0][0]
    started = time.perf_counter()
    for _ in range(COPIES):
        RULES.copy_state(state)
    copy_us = (time.perf_counter() - started) / COPIES * 1e6
    figures = {"games_per_s_4p": round(statistics.median(r[0] for r in runs), 1),
               "actions_per_s_4p": round(statistics.median(r[1] for r in runs)),
               "copy_state_us": round(copy_us, 2), "state_json_bytes": len(json.dumps(state)),
               "goal_games_per_s": 200, "positions": POSITIONS}
    print(f"ohmygoods engine: {figures['games_per_s_4p']} random 4-player games/s on one core "
          f"(median of {RUNS} runs of {GAMES}), {figures['actions_per_s_4p']} actions/s")
    bots = decision_times(positions(POSITIONS))
    for level, line in bots.items():
        print(f"ohmygoods bots: {level:<7} budget {line['budget_s']:.2f} s  decision p50 "
              f"{line['p50_ms']} ms  p99 {line['p99_ms']} ms; plans p50 {line.get('plans_p50_ms')} ms  "
              f"p99 {line.get('plans_p99_ms')} ms, {line['plan_simulations_median']} simulations")
    print(json.dumps({"bench": "ohmygoods", **figures, "bots": bots}, sort_keys=True))


if __name__ == "__main__":
    main()
