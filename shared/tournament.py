"""`pithead tournament GAME --seats LEVEL,LEVEL,...`: bots against each other, win rates with 95% CIs.

Any registered game that declares bots (`rules.bots`) can play; its levels are the ones `--seats`
takes. Games run in `--jobs` processes; game g rotates the seat list by g, so every bot sits in every
position equally often. A shared first place counts as a fractional win (1/k for k winners).
Writes `tournament.csv` (one row per bot and game) and `tournament.png` to `--out` (the chart needs
the `chart` extra, matplotlib; without it, as in the container image, a line says it was skipped); the
last line printed is one JSON object with the win rates.
"""
import csv
import math
import multiprocessing
import statistics
import time
from pathlib import Path

try:
    from matplotlib.figure import Figure   # the object API: no pyplot, no backend to pick
except ImportError:   # the optional `chart` extra is not installed (the slim container image)
    Figure = None
from tqdm import tqdm

from shared import botmatch, engine
from shared.botmatch import CLOCKS, timing
from shared.cli import parse_options, print_summary


def add_arguments(parser) -> None:
    """Options of `pithead tournament`."""
    parser.add_argument("game", choices=engine.names())
    parser.add_argument("--seats", required=True,
                        help="comma-separated bot levels (the game's), one per seat")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first", type=int, default=0, help="the index of the first game: "
                        "game i is the same deal and seating in every run of the seed, so a long run "
                        "splits into pieces (--first 200 --games 200 plays games 200 to 399)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (VALUE read as JSON, else as text; repeatable)")
    parser.add_argument("--budget", action="append", default=[], metavar="LEVEL=SECONDS",
                        help="override a level's time budget per move (repeatable)")
    parser.add_argument("--work", action="append", default=[], metavar="LEVEL=COUNT",
                        help="override a level's work per move under --clock work (repeatable)")
    parser.add_argument("--clock", choices=CLOCKS, default="cpu",
                        help="budget clock: the process's CPU time (fair on a shared machine), wall "
                             "time, or work (each searching level's calibrated work count, the "
                             "game's bots/work.json: the same seed plays the same games)")
    parser.add_argument("--reaction-as", action="append", default=[], metavar="LEVEL=LEVEL",
                        help="a level races with another level's reaction times (real-time "
                             "phases; repeatable), to measure its decisions alone")
    parser.add_argument("--out", default="bench-out", help="directory for the CSV and PNG")
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (fractional wins allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _play(task: tuple) -> dict:
    index, game, seats, seed, budgets, clock, options, work, reaction_as = task
    rotation = index % len(seats)
    levels = seats[rotation:] + seats[:rotation]
    timer, counts = timing(game, clock, work)
    result = botmatch.play_game(game, levels, seed, budgets, timer, options, counts, reaction_as)
    result["index"], result["rotation"] = index, rotation
    return result


def _refusal(args, seats: list) -> str | None:
    """Why the tournament cannot be played as asked, or None."""
    rules = engine.get(args.game)
    if rules.bots is None:
        return f"{args.game} has no bots: a tournament needs a game that declares them"
    spec, levels = rules.spec, rules.bots.levels
    if any(s not in levels for pair in args.reaction_as for s in pair.split("=", 1)) or \
            any("=" not in pair for pair in args.reaction_as):
        return f"--reaction-as takes LEVEL=LEVEL, levels of {', '.join(levels)}; got {args.reaction_as}"
    if any(s not in levels for s in seats) or not spec.min_seats <= len(seats) <= spec.max_seats:
        return (f"--seats needs {spec.min_seats}-{spec.max_seats} of {', '.join(levels)}; "
                f"got {args.seats!r}")
    try:
        spec.validate_options(parse_options(args.option), len(seats))
    except (ValueError, engine.IllegalAction) as exc:
        return f"{args.game}: {getattr(exc, 'message', exc)}"
    return _work_refusal(args, rules.bots)


def _work_refusal(args, bots) -> str | None:
    """Why the `--work` overrides cannot be used, or None."""
    if not args.work:
        return None
    if args.clock != "work":
        return "--work counts need --clock work"
    for item in args.work:
        level, _, count = item.partition("=")
        if level not in (bots.work or {}) or not count.isdigit() or int(count) < 1:
            searching = ", ".join(bots.work or {})
            return f"--work takes LEVEL=COUNT for a searching level ({searching}); got {item!r}"
    return None


def run(args) -> int:
    """Play the tournament, print the table and the JSON summary; 0 on success, 2 if refused."""
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    refusal = _refusal(args, seats)
    if refusal:
        print(refusal)
        return 2
    budgets = {k: float(v) for k, v in (b.split("=", 1) for b in args.budget)}
    work = {k: int(v) for k, v in (w.split("=", 1) for w in args.work)}
    options = parse_options(args.option)
    reaction_as = dict(pair.split("=", 1) for pair in args.reaction_as)
    tasks = [(i, args.game, seats, args.seed * 1_000_003 + i, budgets, args.clock, options, work,
              reaction_as)
             for i in range(args.first, args.first + args.games)]
    started = time.perf_counter()
    results = _run_all(tasks, args.jobs, not args.no_progress)
    elapsed = time.perf_counter() - started
    stats = _report(_rows(results), args, elapsed)
    print_summary({"game": args.game, "seats": seats, "games": args.games, "seed": args.seed,
                   "clock": args.clock, "options": options, "reaction_as": reaction_as,
                   "seconds": round(elapsed, 1),
                   "win_rates": {b: round(s["rate"], 4) for b, s in stats.items()},
                   "ci95": {b: [round(s["lo"], 4), round(s["hi"], 4)] for b, s in stats.items()}})
    return 0


def _report(rows: list, args, elapsed: float) -> dict:
    """Write the CSV and the chart, print the table; the per-level statistics."""
    stats = _stats(rows)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    _write_csv(out / "tournament.csv", rows)
    if Figure is None:
        print("chart skipped: matplotlib is not installed (pip install 'pithead[chart]')")
    else:
        _write_chart(out / "tournament.png", stats, args)
    _print_table(stats, args, elapsed)
    return stats


def _run_all(tasks: list, jobs: int, progress: bool) -> list:
    bar = tqdm(total=len(tasks), unit="game", disable=not progress, smoothing=0.1)
    results = []

    def record(result):
        results.append(result)
        running = _stats(_rows(results))           # the running win rates, shown on the bar
        bar.set_postfix_str(" ".join(f"{b} {s['rate']:.2f}" for b, s in running.items()), refresh=False)
        bar.update()

    try:
        if jobs <= 1:
            for task in tasks:
                record(_play(task))
        else:
            with multiprocessing.get_context("spawn").Pool(jobs) as pool:
                for result in pool.imap_unordered(_play, tasks):
                    record(result)
    finally:
        bar.close()
    return sorted(results, key=lambda r: r["index"])


def _rows(results: list) -> list:
    """One row per (game, seat): which bot, its VP, its share of the win, its thinking time."""
    rows = []
    for r in results:
        for seat, level in enumerate(r["levels"]):
            original = (seat + r["rotation"]) % len(r["levels"])
            share = 1 / len(r["winners"]) if seat in r["winners"] else 0.0
            rows.append({"game": r["index"], "seed": r["seed"], "seat": seat, "slot": original,
                         "bot": f"{level}#{original}", "level": level, "vp": r["vp"][seat],
                         "win": round(share, 4), "decisions": r["decisions"][seat],
                         "thinking_s": round(r["thinking_s"][seat], 3)})
    return rows


def _stats(rows: list) -> dict:
    """Per bot level (slots of the same level pooled): win rate with its Wilson CI, VP mean and SD."""
    by_level = {}
    for row in rows:
        by_level.setdefault(row["level"], []).append(row)
    out = {}
    for level, items in by_level.items():
        wins, n = sum(r["win"] for r in items), len(items)
        vps = [r["vp"] for r in items]
        lo, hi = wilson(wins, n)
        decisions = sum(r["decisions"] for r in items)
        out[level] = {"n": n, "wins": wins, "rate": wins / n, "lo": lo, "hi": hi,
                      "vp_mean": statistics.fmean(vps), "vp_sd": statistics.pstdev(vps),
                      "s_per_move": sum(r["thinking_s"] for r in items) / max(decisions, 1)}
    return out


def _write_csv(path: Path, rows: list) -> None:
    with path.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]) if rows else ["game"])
        writer.writeheader()
        writer.writerows(rows)


def _write_chart(path: Path, stats: dict, args) -> None:
    levels = list(stats)
    fig = Figure(figsize=(9, 3.6))
    left, right = fig.subplots(1, 2)
    rates = [stats[b]["rate"] for b in levels]
    errors = [[max(0.0, r - stats[b]["lo"]) for b, r in zip(levels, rates)],
              [max(0.0, stats[b]["hi"] - r) for b, r in zip(levels, rates)]]
    left.bar(levels, rates, yerr=errors, capsize=5, color="#4a7")
    left.set_ylim(0, 1)
    left.set_title("win rate (95% Wilson CI)")
    right.bar(levels, [stats[b]["vp_mean"] for b in levels], yerr=[stats[b]["vp_sd"] for b in levels],
              capsize=5, color="#47a")
    right.set_title("final VP (mean ± SD)")
    fig.suptitle(f"{args.game}: {args.seats}, {args.games} games, seed {args.seed}")
    fig.tight_layout()
    fig.savefig(path, dpi=100)


def _print_table(stats: dict, args, elapsed: float) -> None:
    print(f"{args.game} tournament: seats {args.seats}, {args.games} games, seed {args.seed}, "
          f"{args.jobs} jobs, {args.clock} clock, {elapsed:.1f} s (shared wins count 1/k each)")
    print(f"{'bot':<8} {'seats':>6} {'wins':>7} {'win rate':>9} {'95% CI (Wilson)':>17} "
          f"{'VP mean':>8} {'VP sd':>6} {'s/move':>7}")
    for level, s in stats.items():
        print(f"{level:<8} {s['n']:>6} {s['wins']:>7.2f} {s['rate']:>9.3f} "
              f"{'[' + format(s['lo'], '.3f') + ', ' + format(s['hi'], '.3f') + ']':>17} "
              f"{s['vp_mean']:>8.1f} {s['vp_sd']:>6.1f} {s['s_per_move']:>7.3f}")
