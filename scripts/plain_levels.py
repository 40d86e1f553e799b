"""A tournament in which some levels of Glück Auf or Quartz play a plain rule instead of their own
bot: how far apart levels that know less would stand (docs/guide/bots.md, "Levels by blunders").

    scripts/plain_levels.py glueckauf easy=eps0.3,medium=rule -- --seats medium,medium,easy,easy \\
        --games 200 --seed 7003 --jobs 1 --clock work

Variants: `rule` (Glück Auf: the rollouts' placement rule, default weights, played straight;
Quartz: greedy's rule), `noisy` (Glück Auf: that rule with the rollouts' noise), `rulehard` (Glück
Auf: the rule with hard's imitation profile), `epsX` (the rule, a random legal move at rate X).
The other levels play as shipped. Only `--jobs 1`: worker processes would import the shipped bots.
With `--out`, it then prints, for each two levels, the share of their pairings in a game where the
first scored more points (a tie counts half): the figures of the guide's table.
"""
import collections
import csv
import itertools
import random
import sys
from pathlib import Path

from shared import engine
from shared.cli import main as cli
from shared.games.glueckauf import bots as glueckauf_bots
from shared.games.glueckauf.bots.policy import WEIGHTS, fast_macro
from shared.games.glueckauf.legal import legal_actions
from shared.games.quartz import bots as quartz_bots
from shared.games.quartz.bots.policy import policy as quartz_rule


def glueckauf_move(view: dict, seat: int, variant: str, seed: int) -> list:
    """A plain Glück Auf decision: the actions of `variant` for the seat."""
    state, rng = glueckauf_bots.determinize(view, seat, seed), random.Random(seed)
    if variant.startswith("eps") and rng.random() < float(variant[3:]):
        return [rng.choice(legal_actions(state, seat))]
    if variant == "noisy":
        return fast_macro(state, seat, rng, WEIGHTS["default"])
    profile = WEIGHTS["hard" if variant == "rulehard" else "default"]
    return fast_macro(state, seat, None, profile)


def quartz_move(view: dict, seat: int, variant: str, seed: int) -> list:
    """A plain Quartz decision: greedy's rule, or at rate X a random legal action (`epsX`)."""
    state, rng = quartz_bots.determinize(view, seat, seed), random.Random(seed)
    if variant.startswith("eps") and rng.random() < float(variant[3:]):
        return [rng.choice(quartz_bots._RULES.legal_actions(state, seat))]
    return [quartz_rule(state, seat)]


def ahead_shares(rows: list[dict]) -> dict:
    """(level, other) -> (share of their pairings where level scored more, ties half; pairings)."""
    games, tally = collections.defaultdict(list), collections.defaultdict(lambda: [0.0, 0])
    for row in rows:
        games[row["game"]].append((row["level"], int(row["vp"])))
    for seated in games.values():
        for (level, vp), (other, theirs) in itertools.permutations(seated, 2):
            if level != other:
                tally[level, other][0] += 1.0 if vp > theirs else 0.5 if vp == theirs else 0.0
                tally[level, other][1] += 1
    return {pair: (ahead / n, n) for pair, (ahead, n) in tally.items()}


PLAIN = {"glueckauf": (glueckauf_bots, glueckauf_move), "quartz": (quartz_bots, quartz_move)}


def main(argv: list[str]) -> int:
    game, mapping, rest = argv[0], dict(p.split("=") for p in argv[1].split(",")), argv[3:]
    if rest[rest.index("--jobs") + 1] != "1":
        raise SystemExit("--jobs 1 only: worker processes would play the shipped bots")
    package, move = PLAIN[game]
    shipped = package.choose

    def choose(view, seat, level, budget_s=None, seed=0, clock=None, max_simulations=None):
        if level not in mapping:
            return shipped(view, seat, level, budget_s, seed, **({"clock": clock} if clock else {}),
                           max_simulations=max_simulations)
        actions = move(view, seat, mapping[level], seed)
        return {"actions": [dict(a) for a in actions], "evaluation": {}, "simulations": 0}

    object.__setattr__(engine.get(game).bots, "choose", choose)
    status = cli(["tournament", game, *rest])
    if "--out" in rest:
        with (Path(rest[rest.index("--out") + 1]) / "tournament.csv").open() as f:
            for (level, other), (share, n) in sorted(ahead_shares(list(csv.DictReader(f))).items()):
                print(f"{level} ahead of {other} in {share:.1%} of {n} pairings")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
