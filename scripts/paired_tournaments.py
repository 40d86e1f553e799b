"""Two `pithead tournament` runs of one level on the same deals, compared deal by deal.

    .venv/bin/python scripts/paired_tournaments.py BEFORE/tournament.csv AFTER/tournament.csv --level hard

A run played in pieces (`pithead tournament --first K`) is named by its CSVs joined with commas.

Both runs must share the game, seats, `--seed` and `--clock work` (so game i is the same deal with
the same seating in both). Prints, per run, the level's wins, and the paired differences of its
wins, its margin over the best other seat and its VP, each with its z (mean over standard error).
"""
import argparse
import csv
import math
import statistics


def per_game(path: str, level: str) -> dict:
    """game index -> (win, margin over the best other seat, VP) of the first seat playing `level`."""
    games: dict = {}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            games.setdefault(int(row["game"]), []).append(row)
    out = {}
    for index, rows in games.items():
        mine = next(r for r in rows if r["level"] == level)
        best_other = max(int(r["vp"]) for r in rows if r is not mine)
        out[index] = (float(mine["win"]), int(mine["vp"]) - best_other, int(mine["vp"]))
    return out


def pieces(paths: str, level: str) -> dict:
    """`per_game` over a run's comma-separated CSVs (its pieces); a game in two pieces is refused."""
    out: dict = {}
    for path in paths.split(","):
        games = per_game(path, level)
        if set(games) & set(out):
            raise ValueError(f"{path} repeats games of an earlier piece")
        out.update(games)
    return out


def paired(before: dict, after: dict) -> dict:
    """Per figure: the mean of after - before over the games in both, and its z."""
    games = sorted(set(before) & set(after))
    if len(games) < 2:
        raise ValueError("fewer than two games in both runs")
    out = {"games": len(games)}
    for i, name in enumerate(("win", "margin", "vp")):
        diffs = [after[g][i] - before[g][i] for g in games]
        mean, sd = statistics.fmean(diffs), statistics.stdev(diffs)
        out[name] = (mean, mean / (sd / math.sqrt(len(diffs))) if sd else 0.0)
    out["wins"] = (statistics.fmean(before[g][0] for g in games), statistics.fmean(after[g][0] for g in games))
    return out


def main() -> None:
    """Read both CSVs and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", help="the first run's CSV (or its pieces' CSVs, comma-separated)")
    parser.add_argument("after", help="the second run's CSV (or its pieces')")
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    report = paired(pieces(args.before, args.level), pieces(args.after, args.level))
    print(f"{report['games']} games: {args.level} won {report['wins'][0]:.1%} before, {report['wins'][1]:.1%} after")
    for name, unit in (("win", "points"), ("margin", "VP"), ("vp", "VP")):
        mean, z = report[name]
        scale = 100 if name == "win" else 1
        print(f"  {name:6} {mean * scale:+.2f} {unit} (z {z:+.2f})")


if __name__ == "__main__":
    main()
