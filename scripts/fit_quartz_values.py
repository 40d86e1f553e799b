"""Refit the Quartz search's position values (shared/games/quartz/bots/values.json) by self-play.

    .venv/bin/python scripts/fit_quartz_values.py [--games 6000] [--seed 900000]
"""
import argparse
import json
import time
from pathlib import Path

from shared.games.quartz.bots.fit import fit, self_play_rows, spread

OUT = Path(__file__).resolve().parent.parent / "shared/games/quartz/bots/values.json"


def main() -> None:
    """Play the games, fit the tables, write the file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=900000)
    args = parser.parse_args()
    started = time.perf_counter()
    rows = self_play_rows(args.games, args.seed)
    tables = fit(rows)
    document = {
        "_about": "Quartz search values: for each point a rollout stops at (the evening 'sale', or the "
                  "'dawn' of the next day) and each number of full days still to play, the coins a seat "
                  "ends the game with beyond its money, per unit of each feature (the chest's face value "
                  "and gem count, the token, each card type in hand). Least squares on self-play games "
                  "(smart policy, a third of the games half greedy); 'bias' is the same for every seat "
                  "and cancels in the search's margin. 'spread' is, per point and days left, the standard "
                  "deviation of a seat's final coins about its fitted worth (hard's win chance). "
                  "Written by scripts/fit_quartz_values.py.",
        "games": args.games, "seed": args.seed, "positions": len(rows),
        "tables": tables, "spread": spread(rows, tables)}
    OUT.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    print(f"{len(rows)} positions from {args.games} games in {time.perf_counter() - started:.0f} s -> {OUT}")


if __name__ == "__main__":
    main()
