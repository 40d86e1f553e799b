"""Tune Glück Auf's rule-based policy weights to place where the greedy level places (imitation).

Hard's rollouts play every seat by the rule-based policy, and against three greedy bots that policy
is their model of the opponents. Straight, it picks greedy's placement in about one position in five.
This script records the positions of greedy self-play games (2, 3 and 4 seats, work phase, more
than one space to choose from) with greedy's placement, then moves one weight at a time (a float by
the factors in `FACTORS`, an integer by 1 or 2), keeping a change that raises the share of training
positions where the straight policy places as greedy did by more than `--min-gain`. It prints the
share on held-out games before and after, and writes the profile to `--out` (never to weights.json:
adopt a profile only after measuring hard with it, as `docs/guide/bots.md` says).

    nice -n 19 .venv/bin/python scripts/imitate_glueckauf.py --games 45 --check 30 --out bench-out/imitate.json
"""
import argparse
import json
import time
from pathlib import Path

from shared.games.glueckauf import view
from shared.games.glueckauf.bots import choose, policy
from shared.games.glueckauf.legal import legal_actions
from shared.games.glueckauf.state import copy_state, setup

FACTORS = (0.0, 0.25, 0.5, 0.75, 1.5, 2.0, 4.0, -1.0)


def positions(seeds) -> list:
    """[(state, seat, greedy's space)] at every work-phase placement of greedy games, 2-4 seats by turn."""
    out = []
    for i, seed in enumerate(seeds):
        state, step = setup({}, 2 + i % 3, seed), 0
        while (who := policy.actor(state)) != -1:
            if who is None:
                policy.apply_all(state, None, [policy.SCORE_SHIFT])
                continue
            actions = choose(view(state, who), who, "greedy", seed=step)["actions"]
            step += 1
            if state["pending"] is None and state["phase"] == "work" and \
                    len({a["space"] for a in legal_actions(state, who)}) > 1:
                out.append((copy_state(state), who, actions[0]["space"]))
            policy.apply_all(state, who, actions)
    return out


def agreement(data: list, weights: dict) -> float:
    """The share of positions where the straight policy with `weights` places as greedy did."""
    hits = sum(policy.fast_macro(state, who, None, weights)[0]["space"] == space for state, who, space in data)
    return hits / len(data)


def tune(data: list, start: dict, min_gain: float, sweeps: int, log=print) -> tuple[dict, float]:
    """Coordinate search from `start`: the profile and its training share."""
    weights, best = dict(start), agreement(data, start)
    for sweep in range(sweeps):
        changed = False
        for name, value in start.items():
            for trial_value in _trials(weights[name], isinstance(value, int)):
                trial = {**weights, name: trial_value}
                try:
                    share = agreement(data, trial)
                except ZeroDivisionError:           # a divisor weight (`*_div`) tried at 0
                    continue
                if share > best + min_gain:
                    weights, best, changed = trial, share, True
                    log(f"sweep {sweep}: {name} -> {trial_value} ({share:.1%})")
        if not changed:
            break
    return weights, best


def _trials(value, integer: bool) -> list:
    if integer:
        return [value - 1, value + 1, value - 2, value + 2]
    return [round(value * f, 4) for f in FACTORS]


def main() -> None:
    """Record the games, tune, print the held-out shares and write the profile."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=45, help="greedy games to train on")
    parser.add_argument("--check", type=int, default=30, help="held-out greedy games")
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--sweeps", type=int, default=3)
    parser.add_argument("--min-gain", type=float, default=0.002)
    parser.add_argument("--out", default="bench-out/imitate.json")
    args = parser.parse_args()
    started = time.process_time()
    train = positions(range(args.seed, args.seed + args.games))
    held = positions(range(args.seed + 100_000, args.seed + 100_000 + args.check))
    print(f"{len(train)} training and {len(held)} held-out positions ({time.process_time() - started:.0f} s CPU)")
    weights, share = tune(train, policy.DEFAULT, args.min_gain, args.sweeps)
    print(f"training {agreement(train, policy.DEFAULT):.1%} -> {share:.1%}; "
          f"held out {agreement(held, policy.DEFAULT):.1%} -> {agreement(held, weights):.1%}")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(weights, indent=1) + "\n", encoding="utf-8")
    print(f"profile -> {out} ({time.process_time() - started:.0f} s CPU)")


if __name__ == "__main__":
    main()
