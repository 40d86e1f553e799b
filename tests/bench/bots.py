"""Bot benchmark: search simulations per second on one core, and decision time p50/p99 per level.

Decision times are wall clock (what a player waits); on a busy machine they include waiting for the core.

Run with `python -m tests.bench.bots` (part of `make bench`). Decisions are taken on positions from
greedy self-play (all phases: draft, work, draw-5 decisions), at each level's default budget.
Prints medians over positions; a benchmark, not a timed test.
"""
import json
import os
import statistics
import time

from shared.games.glueckauf import HANDLERS, view
from shared.games.glueckauf.bots import DEFAULT_BUDGETS, LEVELS, choose
from shared.games.glueckauf.bots.policy import actor
from shared.games.glueckauf.state import setup

POSITIONS = int(os.environ.get("BOTS_BENCH_POSITIONS", "40"))


def positions(count: int, players: int = 4) -> list:
    """(state, seat) pairs spread over greedy self-play games."""
    out, seed = [], 0
    while len(out) < count:
        state, turn = setup({}, players, seed), 0
        while actor(state) != -1:
            seat = actor(state)
            if seat is None:
                HANDLERS["score_shift"](state, None, {"type": "score_shift"})
                continue
            if turn % 7 == 3:
                out.append((state, seat))
                state = _copy(state)
            answer = choose(view(state, seat), seat, "greedy", seed=turn)
            for action in answer["actions"]:
                HANDLERS[action["type"]](state, seat, action)
            turn += 1
        seed += 1
    return out[:count]


def _copy(state):
    from shared.games.glueckauf.state import copy_state
    return copy_state(state)


def percentile(values: list, q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(sample: list) -> dict:
    """Each level's decisions on `sample` ((state, seat) pairs): level -> figures, including the
    CPU time of a decision (what the capacity model counts: decisions per core)."""
    figures = {}
    for level in LEVELS:
        times, cpus, rates, cpu_rates = [], [], [], []
        for index, (state, seat) in enumerate(sample):
            started, cpu = time.perf_counter(), time.process_time()
            answer = choose(view(state, seat), seat, level, seed=index)
            elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
            times.append(elapsed)
            cpus.append(cpu)
            if answer["simulations"]:
                rates.append(answer["simulations"] / elapsed)
                cpu_rates.append(answer["simulations"] / max(cpu, 1e-6))
        figures[level] = {"budget_s": DEFAULT_BUDGETS[level],
                          "p50_ms": round(percentile(times, 0.5) * 1000, 2),
                          "p99_ms": round(percentile(times, 0.99) * 1000, 2),
                          "max_ms": round(max(times) * 1000, 2),
                          "cpu_ms_mean": round(statistics.fmean(cpus) * 1000, 3)}
        if rates:
            figures[level]["sims_per_s_median"] = round(statistics.median(rates))
            # per CPU second: the search's own speed, whatever else shares the core
            figures[level]["sims_per_cpu_s_median"] = round(statistics.median(cpu_rates))
    return figures


def main() -> None:
    """Print the bot figures."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core
    figures = measure(positions(POSITIONS))
    for level in LEVELS:
        line = figures[level]
        sims = (f"  {line['sims_per_s_median']} simulations/s wall, "
                f"{line['sims_per_cpu_s_median']} per CPU s (medians)"
                if "sims_per_s_median" in line else "")
        print(f"bots: {level:<7} budget {line['budget_s']:.2f} s  decision p50 {line['p50_ms']} ms  "
              f"p99 {line['p99_ms']} ms  CPU {line['cpu_ms_mean']} ms (mean){sims}")
    print(json.dumps({"bench": "bots", "positions": POSITIONS, **figures}, sort_keys=True))


if __name__ == "__main__":
    main()
