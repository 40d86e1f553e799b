"""Quartz benchmark: random 4-seat games per second on one core (goal: 500), the cost of a state copy,
and bot decision time p50/p99 per level (wall clock) on positions of greedy self-play, response
windows and sales included.

Run with `python -m tests.bench.quartz` (part of `make bench`). A benchmark, not a timed test.
"""
import json
import os
import statistics
import time

from shared import engine
from shared.games.quartz.bots import DEFAULT_BUDGETS, LEVELS, choose
from shared.simulate import play_random_game

RUNS, GAMES, COPIES = 5, 200, 5000
POSITIONS = int(os.environ.get("QUARTZ_BENCH_POSITIONS", "60"))
GOAL = 500


def games_per_second(rules, players: int) -> tuple[float, float, float]:
    """(games/s, actions/s, games per CPU second) of one run of GAMES random games (default options).

    Wall time is what the machine gave; CPU time is the engine's own speed when others share the core.
    """
    started, cpu = time.perf_counter(), time.process_time()
    actions = sum(play_random_game(rules, players, seed)[1] for seed in range(GAMES))
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    return GAMES / elapsed, actions / elapsed, GAMES / cpu


def positions(rules, count: int, players: int = 4) -> list:
    """(state, seat) pairs spread over greedy self-play: turns, decisions, windows and sales."""
    out, seed = [], 0
    while len(out) < count:
        state, step = rules.setup({}, players, seed), 0
        while not rules.is_over(state):
            active = rules.active_seats(state)
            if rules.awaiting_system(state) or not active:
                rules.apply_in_place(state, None, rules.system_action(state))
                continue
            seat = min(active)
            if step % 9 == 4 or rules.window(state) is not None:
                out.append((rules.copy_state(state), seat))
            answer = choose(rules.view(state, seat), seat, "greedy", seed=step)
            rules.apply_in_place(state, seat, answer["actions"][0])
            step += 1
        seed += 1
    return out[:count]


def percentile(values: list, q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def decision_times(rules, sample: list) -> dict:
    """Per level: its budget and decision time p50/p99/max (ms) over the sample."""
    figures = {}
    for level in LEVELS:
        times, sims = [], []
        for index, (state, seat) in enumerate(sample):
            started = time.perf_counter()
            answer = choose(rules.view(state, seat), seat, level, seed=index)
            times.append(time.perf_counter() - started)
            sims.append(answer["simulations"])
        figures[level] = {"budget_s": DEFAULT_BUDGETS[level],
                          "p50_ms": round(percentile(times, 0.5) * 1000, 2),
                          "p99_ms": round(percentile(times, 0.99) * 1000, 2),
                          "max_ms": round(max(times) * 1000, 2),
                          "rollouts_median": statistics.median(sims)}
    return figures


def main() -> None:
    """Print the Quartz figures."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core
    rules = engine.get("quartz")
    runs = [games_per_second(rules, 4) for _ in range(RUNS)]
    state = positions(rules, 1)[0][0]
    started = time.perf_counter()
    for _ in range(COPIES):
        rules.copy_state(state)
    copy_us = (time.perf_counter() - started) / COPIES * 1e6
    figures = {"games_per_s_4p": round(statistics.median(r[0] for r in runs), 1),
               "games_per_cpu_s_4p": round(statistics.median(r[2] for r in runs), 1),
               "actions_per_s_4p": round(statistics.median(r[1] for r in runs)),
               "copy_state_us": round(copy_us, 2), "state_json_bytes": len(json.dumps(state)),
               "goal_games_per_s": GOAL, "bots": decision_times(rules, positions(rules, POSITIONS))}
    print(f"quartz: {figures['games_per_s_4p']} random 4-seat games/s on one core, "
          f"{figures['games_per_cpu_s_4p']} per CPU second (medians of {RUNS} runs of {GAMES}; goal {GOAL}), "
          f"{figures['actions_per_s_4p']} actions/s, "
          f"copy {figures['copy_state_us']} µs")
    for level, line in figures["bots"].items():
        print(f"quartz bots: {level:<7} budget {line['budget_s']:.2f} s  decision p50 {line['p50_ms']} ms"
              f"  p99 {line['p99_ms']} ms  rollouts {line['rollouts_median']} (median)")
    print(json.dumps({"bench": "quartz", "positions": POSITIONS, **figures}, sort_keys=True))


if __name__ == "__main__":
    main()
