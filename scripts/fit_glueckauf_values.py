"""Refit Glück Auf hard's shift-end values (shared/games/glueckauf/bots/values.json) by self-play.

Pure-policy games (the rollouts' noisy rule-based policy, hard's weights at every seat, every other
game's seats half on the default weights), or with `--play greedy` games of the greedy level at every
seat (each deciding on its own view), of 2, 3 and 4 seats, each seat recorded when a shift has
been scored; for each seat count and number of shifts still to play, the least-squares weights that
best predict the VP a seat still gains to the end from its `value.features`, and how far the final VP
spread about that prediction.

    nice -n 19 .venv/bin/python scripts/fit_glueckauf_values.py [--games 3000] [--seed 700000] [--check 600]
        [--play policy|greedy]

`--check N` then plays N more games (other seeds) and prints, at their shift ends, how often the seat
of the highest fitted worth and of the highest static evaluation (bots/evaluate.py) won, and the log
loss of the fitted chance to win against the static reward's (`mcts._reward`).
"""
import argparse
import json
import math
import random
import time
from pathlib import Path

from shared import engine
from shared.engine.fitting import least_squares
from shared.games.glueckauf import view
from shared.games.glueckauf.bots import choose, mcts, policy, value
from shared.games.glueckauf.bots.evaluate import evaluate
from shared.games.glueckauf.state import copy_state, setup

OUT = Path(value.__file__).parent / "values.json"


def play(players: int, seed: int, mixed: bool, greedy: bool = False) -> tuple[dict, list]:
    """One self-play game: its end and a copy of the state after every shift scoring but the last."""
    state, rng, shift_ends = setup({}, players, seed), random.Random(seed), []
    while (who := policy.actor(state)) != -1:
        if who is None:
            policy.apply_all(state, None, [policy.SCORE_SHIFT])
            if state["phase"] != "ended":
                shift_ends.append(copy_state(state))
            continue
        policy.apply_all(state, who, _plan(state, who, rng, seed, mixed, greedy))
    return state, shift_ends


def _plan(state: dict, who: int, rng, seed: int, mixed: bool, greedy: bool) -> list:
    """The seat's next actions: the greedy level's on its own view, or the noisy policy's."""
    if greedy:
        return choose(view(state, who), who, "greedy", seed=rng.getrandbits(32))["actions"]
    weights = policy.DEFAULT if mixed and (seed + who) % 2 else policy.WEIGHTS["hard"]
    return policy.fast_macro(state, who, rng, weights)


def game_rows(players: int, seed: int, mixed: bool, greedy: bool = False) -> list:
    """[(key, features, VP still to gain)] of one game, every seat at every scored shift but the last."""
    end, shift_ends = play(players, seed, mixed, greedy)
    rows = []
    for state in shift_ends:
        ahead, key = value.majorities_ahead(state), f"{players}:{value.shifts_left(state)}"
        rows += [(key, value.features(state, s, ahead), end["seats"][s]["vp"] - state["seats"][s]["vp"])
                 for s in range(players)]
    return rows


def check(games: int, seed: int, greedy: bool = False) -> dict:
    """Out of sample: winners picked and log loss per shift end, fitted value against static evaluation."""
    outcome, picked, loss, n = engine.get("glueckauf").outcome, [0, 0], [0.0, 0.0], 0
    for g in range(games):
        end, shift_ends = play(2 + g % 3, seed + g, mixed=g % 2 == 1, greedy=greedy)
        winners = outcome(end)["winners"]
        for state in shift_ends:
            n += 1
            fitted, static = value.worths(state), evaluate(state)
            for i, guess in enumerate((fitted, static)):
                picked[i] += max(range(len(guess)), key=guess.__getitem__) in winners
            for seat in range(state["players"]):
                won = seat in winners
                for i, p in enumerate((value.win_chance(state, seat), mcts._reward(static, seat))):
                    p = min(max(p, 1e-4), 1 - 1e-4)
                    loss[i] -= math.log(p if won else 1 - p)
    return {"shift_ends": n, "winner_picked": {"fitted": round(picked[0] / n, 3), "static": round(picked[1] / n, 3)},
            "log_loss": {"fitted": round(loss[0] / n, 3), "static": round(loss[1] / n, 3)}}


def fit(rows: list) -> tuple[dict, dict]:
    """Per key, the fitted weights ({"bias": b, feature: w}) and the residual standard deviation."""
    tables, spread = {}, {}
    for key in sorted({k for k, _, _ in rows}):
        xs = [[1.0] + x for k, x, _ in rows if k == key]
        ys = [y for k, _, y in rows if k == key]
        w = least_squares(xs, ys)
        misses = [y - sum(a * b for a, b in zip(w, x)) for x, y in zip(xs, ys)]
        tables[key] = {name: round(v, 3) + 0.0 for name, v in zip(("bias",) + value.FEATURES, w)}
        spread[key] = round((sum(e * e for e in misses) / len(misses)) ** 0.5, 2)
    return tables, spread


def main() -> None:
    """Play the games, fit the tables, write the file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=700000)
    parser.add_argument("--check", type=int, default=0, help="games to check the fit on afterwards")
    parser.add_argument("--play", choices=("policy", "greedy"), default="policy",
                        help="who plays the self-play games: the rollouts' policy or the greedy level")
    args = parser.parse_args()
    started, greedy = time.process_time(), args.play == "greedy"
    rows = []
    for g in range(args.games):
        rows += game_rows(2 + g % 3, args.seed + g, mixed=g % 2 == 1, greedy=greedy)
    tables, spread = fit(rows)
    document = {
        "about": "Glück Auf hard's shift-end values (bots/value.py): per 'seats:shifts still to play', the "
                 "VP a seat still gains to the end per unit of each feature, least squares on self-play "
                 f"games of {'the greedy level' if greedy else 'the rule-based policy'} ('bias' is the same "
                 "for every seat); 'spread' is the "
                 "standard deviation of a seat's final VP about its fitted worth (hard's win chance). "
                 "Written by scripts/fit_glueckauf_values.py.",
        "command": f"scripts/fit_glueckauf_values.py --games {args.games} --seed {args.seed}"
                   + (" --play greedy" if greedy else ""),
        "positions": len(rows), "tables": tables, "spread": spread}
    OUT.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(rows)} positions from {args.games} games in {time.process_time() - started:.0f} s CPU -> {OUT}")
    print(json.dumps(spread))
    value.use(document)
    if args.check:
        print(json.dumps(check(args.check, args.seed + 200000, greedy)))


if __name__ == "__main__":
    main()
