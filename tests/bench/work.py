"""Calibrating the work clock: what each searching level's time budget buys, as a work count.

For every game whose bots take a work count (shared/engine/protocol.py `Bots.work_keyword`), each searching
level decides on the same sample positions as `tests.bench.levels` (its default budget timed on the
process's CPU clock, one core). A search that ran to its deadline counts its simulations (or worlds)
as they are; one that stopped early because its choice was settled counts what the rest of its time
would have bought at the same rate. The level's work is the median over the positions where it
searched. Prints one line per level and one JSON line; `--write` stores the counts in each game's
`bots/work.json` with the machine and the date, so `--clock work` (ladder, tournament) plays the
same games from the same seed anywhere. A game is calibrated at each of its seat counts (a search
that plays out every seat's moves buys less with more seats), and the file keeps a count per seat
count where they differ.
Run with `nice -n 19 python -m tests.bench.work [--write] [GAME ...]`; BOTS_BENCH_POSITIONS (40).
"""
import json
import os
import platform
import statistics
import sys
import time
from datetime import date
from pathlib import Path

from shared import bots, engine
from tests.bench.levels import POSITIONS, positions

RAN_OUT = 0.8      # a search that used this share of its budget ran to its deadline


def affordable(simulations: int, cpu: float, budget: float) -> float:
    """The work a whole budget buys, judged from one search: its count if it ran out its time, else
    its count scaled to the budget it left unused."""
    if cpu >= RAN_OUT * budget:
        return float(simulations)
    return simulations * RAN_OUT * budget / max(cpu, 1e-6)


def calibrate(game: str, sample: list) -> dict:
    """Each searching level's work per decision (median over the sample), with the figures behind it."""
    declared = bots.declared(game)
    out = {}
    for level, budget in declared.budgets.items():
        if not budget:
            continue
        counts = []
        for index, (view, seat) in enumerate(sample):
            cpu = time.process_time()
            answer = declared.choose(view, seat, level, budget, index, clock=time.process_time)
            used = time.process_time() - cpu
            if answer.get("simulations"):
                counts.append(affordable(answer["simulations"], used, budget))
        out[level] = {"budget_s": budget, "searched": len(counts),
                      "work": max(1, round(statistics.median(counts))) if counts else 1}
    return out


def write(game: str, by_seats: dict) -> Path:
    """Store the calibrated counts in the game's bots/work.json: a level's count, or its count per
    seat count where they differ."""
    path = Path(engine.get(game).module.__file__).parent / "bots" / "work.json"
    per_decision = {}
    for level in next(iter(by_seats.values())):
        counts = {str(seats): figures[level]["work"] for seats, figures in by_seats.items()}
        per_decision[level] = counts.popitem()[1] if len(set(counts.values())) == 1 else counts
    document = {"about": "work per decision of each searching level (per seat count where they differ): "
                         "what its time budget buys on the reference machine "
                         "(python -m tests.bench.work --write)",
                "reference": f"{platform.processor() or platform.machine()}, Python "
                             f"{platform.python_version()}, CPU clock, {date.today().isoformat()}",
                "per_decision": per_decision}
    path.write_text(json.dumps(document, indent=1) + "\n")
    return path


def main(argv: list) -> None:
    """Print (and with --write, store) each game's calibrated work counts."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core, as tests.bench.levels
    games = [a for a in argv if not a.startswith("--")] or \
        [g for g in engine.names() if getattr(bots.declared(g), "work_keyword", None)]
    out = {}
    for game in games:
        spec = engine.get(game).spec
        out[game] = {seats: calibrate(game, positions(game, POSITIONS, seats))
                     for seats in range(spec.min_seats, spec.max_seats + 1)}
        for seats, figures in out[game].items():
            for level, line in figures.items():
                print(f"work: {game:<10} {seats} seats {level:<7} budget {line['budget_s']} s buys "
                      f"{line['work']} per decision (median of {line['searched']} searches)")
        if "--write" in argv:
            print(f"wrote {write(game, out[game])}")
    print(json.dumps({"bench": "bot_work", "positions": POSITIONS, **out}, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
