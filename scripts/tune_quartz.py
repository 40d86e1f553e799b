"""Tune Quartz hard's own policy thresholds by self-play of the pure policy (issue 32).

Coordinate search, one threshold at a time (as Glück Auf and Oh My Goods! were tuned): a trial moves
one threshold of the `hard` profile up or down by `--step` (an integer one by 1) and plays `--games`
pure-policy games, the trial at one seat against the `default` profile at the others (what medium's
own play and hard's rollouts of the others follow; seats rotated, the same deals for every trial).
A trial is kept when its share of the wins beats the current `hard` profile's share on the same
deals by `--z` standard errors (of the paired difference); the next trial starts from it.
`weights.json` is rewritten after every kept trial (its `tuning` says how it was made), so a stopped
run keeps what it found. Hard's decision time does not change: only its own rollouts' choices do.

    nice -n 19 .venv/bin/python scripts/tune_quartz.py --games 6000 --seats 3 --jobs 2
"""
import argparse
import json
import math
import multiprocessing
from functools import partial
from pathlib import Path

from shared import engine
from shared.engine.fitting import coordinate_trials
from shared.games.quartz import rules
from shared.games.quartz.bots.policy import DEFAULT, HARD, smart
from shared.games.quartz.bots.search import rollout

PATH = Path(rules.__file__).parent / "bots" / "weights.json"
_RULES = engine.Ruleset(rules)


def play(task: tuple) -> float:
    """The trial seat's share of the win in one pure-policy game."""
    seed, seats, trial_seat, trial, base = task
    state = _RULES.setup({}, seats, seed)
    while not _RULES.is_over(state):
        rollout(_RULES, state, state["day"], True, trial_seat, partial(smart, w=base),
                partial(smart, w=trial))
    winners = _RULES.outcome(state)["winners"]
    return 1 / len(winners) if trial_seat in winners else 0.0


def shares(pool, trial: dict, args) -> list[float]:
    """The trial profile's share of the win in each of `--games` games (seats rotated)."""
    base = DEFAULT
    tasks = [(args.seed * 1_000_003 + g, args.seats, g % args.seats, trial, base) for g in range(args.games)]
    return list(pool.map(play, tasks, chunksize=max(1, args.games // 64)) if pool else map(play, tasks))


def beats(trial: list, current: list, z: float) -> tuple[float, bool]:
    """(the mean paired gain, whether it exceeds `z` standard errors)."""
    gains = [a - b for a, b in zip(trial, current)]
    n = len(gains)
    mean = sum(gains) / n
    sd = math.sqrt(max(sum(g * g for g in gains) / n - mean * mean, 0.0) / (n - 1))
    return mean, mean > z * sd


def save(hard: dict, tuning: dict) -> None:
    """Rewrite `weights.json` with the new `hard` profile and how it was found."""
    document = json.loads(PATH.read_text(encoding="utf-8"))
    document["hard"], document["tuning"] = hard, tuning
    PATH.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    """Run the coordinate search and keep what wins."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=6000, help="games per trial")
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--step", type=float, default=0.25, help="relative change of a real threshold")
    parser.add_argument("--z", type=float, default=2.0, help="standard errors a kept trial must gain by")
    parser.add_argument("--passes", type=int, default=1, help="passes over every threshold")
    parser.add_argument("--seed", type=int, default=3032)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    hard, kept = dict(HARD), []
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    current = shares(pool, hard, args)
    print(f"start: {sum(current) / args.games:.4f} of the wins", flush=True)
    for _ in range(args.passes):
        for name in sorted(hard):
            for trial in coordinate_trials(hard, name, args.step):
                won = shares(pool, trial, args)
                gain, better = beats(won, current, args.z)
                print(f"{name}: {hard[name]} -> {trial[name]}: {sum(won) / args.games:.4f} of the wins "
                      f"({gain:+.4f}{', kept' if better else ''})", flush=True)
                if better:
                    kept.append({"weight": name, "from": hard[name], "to": trial[name],
                                 "share": round(sum(won) / args.games, 4)})
                    hard, current = trial, won
                    save(hard, {"command": f"scripts/tune_quartz.py --games {args.games} --seats "
                                f"{args.seats} --step {args.step} --z {args.z} --seed {args.seed}",
                                "kept": kept})
                    break
    print(json.dumps({"kept": kept, "hard": hard}))


if __name__ == "__main__":
    main()
