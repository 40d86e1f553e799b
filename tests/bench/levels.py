"""Decision time per bot level of every game: p50 and p99, wall and CPU, against each level's
published budget (the catalog's `bot_levels[].budget_s`; `make bench`).

Positions come from games played by the game's default level at its fewest seats (every phase the
bots decide in); each level then decides on the same seat views at its default budget, on one
core, the searching levels timing their budget on the process's CPU clock (as `--clock cpu` in
tournaments), so the figures are what one free core gives whatever else shares the machine; wall
time, printed too, adds the waiting for the core. The budget check is on CPU time. A benchmark,
not a test.
Run with `python -m tests.bench.levels`; BOTS_BENCH_POSITIONS sets the positions per game (40).
"""
import json
import os
import time

from shared import botmatch, bots, engine
from shared.engine import IllegalAction

POSITIONS = int(os.environ.get("BOTS_BENCH_POSITIONS", "40"))
EVERY = 5                      # take every fifth decision of the sample games


def positions(game: str, count: int, seats: int | None = None) -> list[tuple[dict, int]]:
    """(seat view, seat) pairs spread over games of `seats` (default: the fewest) between the game's
    default bots."""
    rules = engine.get(game)
    level, seats = rules.bots.default_level, seats or rules.spec.min_seats
    out, seed = [], 0
    while len(out) < count:
        state, decision = rules.setup({}, seats, seed), 0
        while not rules.is_over(state) and len(out) < count:
            seat = _to_act(rules, state)
            if seat is None:
                rules.apply_in_place(state, None, rules.system_action(state))
                continue
            view = rules.view(state, seat)
            if decision % EVERY == 2:
                out.append((view, seat))
            plan = rules.bots.choose(view, seat, level, None, seed * 7919 + decision)["actions"]
            state = _play(rules, state, seat, plan)
            decision += 1
        seed += 1
    return out


def _to_act(rules, state: dict) -> int | None:
    if rules.awaiting_system(state):
        return None
    active = rules.active_seats(state)
    return min(active) if active else None


def _play(rules, state: dict, seat: int, plan: list) -> dict:
    for action in plan:
        if rules.is_over(state) or seat not in rules.active_seats(state) or rules.awaiting_system(state):
            break
        try:
            state, _ = rules.apply(state, seat, action)
        except IllegalAction:      # the plan met a hidden card: the bot plans again
            break
    return state


def percentile(values: list, q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(game: str, sample: list) -> dict:
    """Each level's decision times on `sample`: level -> figures (ms) and its budget check."""
    figures = {}
    choose = botmatch.chooser(bots.declared(game), time.process_time)
    for level in bots.levels(game):
        walls, cpus = [], []
        for index, (view, seat) in enumerate(sample):
            wall, cpu = time.perf_counter(), time.process_time()
            choose(view, seat, level, None, index)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        budget = bots.budget(game, level)
        p99_cpu = percentile(cpus, 0.99)
        figures[level] = {"budget_s": budget,
                          "p50_ms": round(percentile(walls, 0.5) * 1000, 2),
                          "p99_ms": round(percentile(walls, 0.99) * 1000, 2),
                          "cpu_p50_ms": round(percentile(cpus, 0.5) * 1000, 2),
                          "cpu_p99_ms": round(p99_cpu * 1000, 2),
                          "within_budget": budget is None or p99_cpu <= budget}
    return figures


def main() -> None:
    """Print every game's figures, a line per level, then one JSON line."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core
    out = {}
    for game in engine.names():
        if bots.declared(game) is None:
            continue
        out[game] = measure(game, positions(game, POSITIONS))
        for level, line in out[game].items():
            budget = f"{line['budget_s']:.2f} s" if line["budget_s"] else "none"
            verdict = "" if line["budget_s"] is None else \
                ("  within budget" if line["within_budget"] else "  OVER BUDGET at p99")
            print(f"bot levels: {game:<10} {level:<7} budget {budget:<7} decision p50 {line['p50_ms']} ms "
                  f"p99 {line['p99_ms']} ms wall; CPU p50 {line['cpu_p50_ms']} ms p99 "
                  f"{line['cpu_p99_ms']} ms{verdict}")
    print(json.dumps({"bench": "bot_levels", "positions": POSITIONS, **out}, sort_keys=True))


if __name__ == "__main__":
    main()
