"""Tune Glück Auf hard's policy weights by self-play of the pure rule-based policy (issue 32).

Coordinate search, one weight at a time (as Oh My Goods! was tuned): a trial moves one weight of the
`hard` profile up or down by `--step` (an integer weight by 1) and plays `--games` pure-policy games,
the trial's weights at one seat against the current `hard` weights at the others (seats rotated,
the same deals for every trial, noisy play as in the search's rollouts). A trial is kept when its
share of the wins beats an equal share (1/seats) by `--z` standard errors; the next trial starts
from it. `weights.json` is rewritten after every kept trial (its `tuning` says how it was made), so
a stopped run keeps what it found. The decision time of hard does not change: only its rollouts'
choices do.

    nice -n 19 .venv/bin/python scripts/tune_glueckauf.py --games 4000 --seats 4 --jobs 2
"""
import argparse
import json
import math
import multiprocessing
import random
from pathlib import Path

from shared import engine
from shared.engine.fitting import coordinate_trials
from shared.games.glueckauf.bots import policy
from shared.games.glueckauf.state import setup

PATH = Path(policy.__file__).parent / "weights.json"


def play(task: tuple) -> float:
    """The trial seat's share of the win in one pure-policy game."""
    seed, seats, trial_seat, trial, base = task
    rules = engine.get("glueckauf")
    state, rng = setup({}, seats, seed), random.Random(seed)
    while (who := policy.actor(state)) != -1:
        if who is None:
            policy.apply_all(state, None, [policy.SCORE_SHIFT])
            continue
        weights = trial if who == trial_seat else base
        policy.apply_all(state, who, policy.fast_macro(state, who, rng, weights))
    winners = rules.outcome(state)["winners"]
    return 1 / len(winners) if trial_seat in winners else 0.0


def share(pool, trial: dict, base: dict, games: int, seats: int, seed: int) -> float:
    """The trial weights' share of the wins over `games` games (seats rotated)."""
    tasks = [(seed * 1_000_003 + g, seats, g % seats, trial, base) for g in range(games)]
    results = pool.map(play, tasks, chunksize=max(1, games // 64)) if pool else map(play, tasks)
    return sum(results) / games


def save(hard: dict, tuning: dict) -> None:
    document = json.loads(PATH.read_text(encoding="utf-8"))
    document["hard"], document["tuning"] = hard, tuning
    PATH.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    """Run the coordinate search and keep what wins."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4000, help="games per trial")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--step", type=float, default=0.3, help="relative change of a real weight")
    parser.add_argument("--z", type=float, default=2.0, help="standard errors a kept trial must win by")
    parser.add_argument("--passes", type=int, default=1, help="passes over every weight")
    parser.add_argument("--seed", type=int, default=2032)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    hard = dict(policy.WEIGHTS["hard"])
    even = 1 / args.seats
    bar = even + args.z * math.sqrt(even * (1 - even) / args.games)
    kept = []
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    for _ in range(args.passes):
        for name in sorted(hard):
            for trial in coordinate_trials(hard, name, args.step):
                won = share(pool, trial, hard, args.games, args.seats, args.seed)
                print(f"{name}: {hard[name]} -> {trial[name]}: {won:.4f} of the wins (keep above {bar:.4f})",
                      flush=True)
                if won > bar:
                    kept.append({"weight": name, "from": hard[name], "to": trial[name], "share": round(won, 4)})
                    hard = trial
                    save(hard, {"command": f"scripts/tune_glueckauf.py --games {args.games} --seats "
                                f"{args.seats} --step {args.step} --z {args.z} --seed {args.seed}",
                                "kept": kept})
                    break
    print(json.dumps({"kept": kept, "hard": hard}))


if __name__ == "__main__":
    main()
