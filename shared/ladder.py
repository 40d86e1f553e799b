"""`pithead ladder [GAME ...]`: every bot level of a game against every other, rated with openskill.

The games (shared/ladderplan.py): for each seat count, every lineup of distinct levels, seats
rotated, lineups of consecutive levels `--neighbours` times as often. The rating (shared/
ladderrating.py): openskill Plackett-Luce with tau 0, game by game in a seeded order, once over all
seat counts (the level's `rating`, which the catalog publishes as `bot_levels[].rating`) and once
per seat count (`by_seats`); each level's interval is mu ± 1.96 sigma. `--clock work` gives each
searching level its calibrated work per decision (the game's bots/work.json), so a seed replays
the same games. The ladder holds when every level's mu is above the
weaker one's and neighbours' intervals are apart; the command says where it does not (exit 1).
Writes `ladder.json` in each game's package folder (or `--out`/GAME.json). Each finished game is
also kept in var/ladder/GAME.jsonl as it ends: a run stopped early (Ctrl-C, SIGTERM) still writes
the ladder of the games it finished (`complete: false`), and `--resume` carries on from there.
"""
import argparse
import collections
import functools
import json
import multiprocessing
import signal
import time
from pathlib import Path

from tqdm import tqdm

from shared import botmatch, bots, engine
from shared.botmatch import CLOCKS, timing
from shared.cli import print_summary
from shared.ladderplan import neighbours_factors, projected_cpu, schedule, seat_counts
from shared.ladderrating import ladder
from shared.laddertable import publish, stale

PARTIAL = Path("var/ladder")  # each finished game of a run, one JSON line, for --resume


def add_arguments(parser) -> None:
    """Options of `pithead ladder`."""
    parser.add_argument("games", nargs="*", help="games to rate (default: every game with bots)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="full seat rotations per lineup (a lineup of k levels plays k games a round)")
    parser.add_argument("--per-lineup", type=int, default=None, help="games per lineup instead of "
                        "full rotations (the rotation then moves on from one lineup to the next)")
    parser.add_argument("--neighbours", default="1", type=_factors, help="games of a lineup of "
                        "consecutive levels, as a multiple of the others' (their head-to-head "
                        "decides the order); one factor, or one per seat count: 2=250,4=50")
    parser.add_argument("--seats", default="", help="seat counts, comma-separated (default: the "
                        "smallest and largest with a distinct level at every seat)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--clock", choices=CLOCKS, default="cpu",
                        help="budget clock: CPU time (fair on a shared machine), wall time, or work "
                             "(each searching level's calibrated work count: the seed decides the games)")
    parser.add_argument("--out", default=None, help="a directory for GAME.json (default: each "
                        "game's package folder, as ladder.json, which the catalog publishes)")
    parser.add_argument("--resume", action="store_true", help="keep the games a stopped run of the "
                        "same command finished (var/ladder/GAME.jsonl) and play the rest")
    parser.add_argument("--plan", action="store_true", help="play nothing: print the games the "
                        "command would play and, from the games it kept (var/ladder), their CPU")
    parser.add_argument("--check", action="store_true", help="play nothing: check the order of the "
                        "published ladders, and that the README's table of them is up to date")
    parser.add_argument("--publish", action="store_true", help="play nothing: rewrite the table of "
                        "the published ladders in the README and the bots guide")
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")


def _play(task: tuple, clock: str = "cpu") -> dict:
    index, game, seated, seed = task
    timer, work = timing(game, clock)
    result = botmatch.play_game(game, seated, seed, None, timer, None, work)
    result["index"] = index
    return result


WORKERS = {clock: functools.partial(_play, clock=clock) for clock in CLOCKS}


def play_all(tasks: list, jobs: int, clock: str, progress: bool, sink=None) -> list:
    """Every scheduled game's result, in schedule order; `sink(result)` as each game ends. Stopped
    (KeyboardInterrupt), it returns the games finished so far."""
    worker = WORKERS[clock]
    results = []
    with tqdm(total=len(tasks), unit="game", disable=not progress) as bar:
        try:
            for result in _results(worker, tasks, jobs):
                results.append(result)
                if sink is not None:
                    sink(result)
                bar.update()
        except KeyboardInterrupt:
            print(f"stopped after {len(results)} of {len(tasks)} games")
    return sorted(results, key=lambda r: r["index"])


def _results(worker, tasks: list, jobs: int):
    if jobs <= 1:
        yield from map(worker, tasks)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(worker, tasks)


def _target(game: str, out: str | None) -> Path:
    if out is not None:
        return Path(out) / f"{game}.json"
    return Path(engine.get(game).module.__file__).parent / bots.LADDER_FILE


def run(args) -> int:
    """Play and rate each game's ladder (or check the published ones); 1 if a ladder fails."""
    games = args.games or [n for n in engine.names() if len(bots.levels(n)) >= 2]
    unknown = [g for g in games if g not in engine.names() or len(bots.levels(g)) < 2]
    if unknown:
        print(f"no ladder for {', '.join(unknown)}: a ladder needs a game with two bot levels or more")
        return 2
    if args.plan:
        for game in games:
            _print_plan(game, args)
        return 0
    if args.publish:
        print(f"rewrote the ladder table in {', '.join(publish()) or 'no page (it was up to date)'}")
        return 0
    summary = {}
    for game in games:
        document = bots.ladder(game) if args.check else _play_game(game, args)
        if document is None:
            print(f"{game}: no published ladder")
            summary[game] = False
            continue
        _print(document)
        summary[game] = document["ordered"]
    print_summary({"ordered": summary})
    table_current = _table_current(args)       # first: a run publishes even when a ladder fails
    return 0 if all(summary.values()) and table_current else 1


def _table_current(args) -> bool:
    """After a run that published, rewrite the pages' ladder table; with --check, say whether it is
    up to date."""
    bots.ladder.cache_clear()               # a run has just rewritten ladder files
    if not args.check:
        if args.out is None:
            publish()
        return True
    pages = stale()
    for page in pages:
        print(f"{page}: the ladder table is out of date (pithead ladder --publish rewrites it)")
    return not pages


def _factors(text: str) -> str:
    """`--neighbours` as given, once it reads as one factor or one per seat count."""
    try:
        neighbours_factors(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: a factor of 1 or more, or one per seat count "
                                         "(2=250,4=50)") from None
    return text


def _planned(game: str, args) -> tuple[list, str]:
    """The games the arguments schedule for `game`, and the command that names them."""
    counts = seat_counts(game, args.seats)
    tasks = schedule(game, counts, args.rounds, args.seed, args.per_lineup,
                     neighbours_factors(args.neighbours))
    size = f"--rounds {args.rounds}" if args.per_lineup is None else f"--per-lineup {args.per_lineup}"
    command = (f"pithead ladder {game} {size} --neighbours {args.neighbours} --seats "
               f"{','.join(map(str, counts))} --seed {args.seed} --clock {args.clock}")
    return tasks, command


def _print_plan(game: str, args) -> None:
    tasks, command = _planned(game, args)
    done = _kept(PARTIAL / f"{game}.jsonl", command)
    by_seats = collections.Counter(len(seated) for _, _, seated, _ in tasks)
    cpu = projected_cpu(tasks, done)
    cost = "unknown until every level has played at every seat count (--resume keeps them)" \
        if cpu is None else f"{cpu / 3600:.2f} h of the bots' thinking on one core"
    seats = ", ".join(f"{n} at {k} seats" for k, n in sorted(by_seats.items()))
    print(f"{command}: {len(tasks)} games ({seats}); {len(done)} kept; CPU {cost}")


def _play_game(game: str, args) -> dict:
    tasks, command = _planned(game, args)
    kept = PARTIAL / f"{game}.jsonl"
    done = _kept(kept, command) if args.resume else []
    finished = {r["index"] for r in done}
    started = time.perf_counter()
    with _keeping(kept, command, bool(done)) as sink, _stopped_by_sigterm():
        new = play_all([t for t in tasks if t[0] not in finished], args.jobs, args.clock,
                       not args.no_progress, sink)
    results = sorted(done + new, key=lambda r: r["index"])
    path = _target(game, args.out)
    earlier = _earlier_seconds(path, command) if done else 0
    document = {**ladder(game, results, command), "planned": len(tasks),
                "complete": len(results) == len(tasks), "work": timing(game, args.clock)[1],
                "cpu_s": _cpu(results), "seconds": earlier + round(time.perf_counter() - started)}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=1) + "\n")
    print(f"wrote {path} ({len(results)} of {len(tasks)} games)")
    return document


def _earlier_seconds(path: Path, command: str) -> int:
    """The wall seconds the stopped runs of `command` spent (their partial ladder says), for --resume."""
    try:
        document = json.loads(path.read_text())
    except (FileNotFoundError, ValueError):
        return 0
    return document.get("seconds", 0) if document.get("command") == command else 0


def _cpu(results: list) -> dict:
    """The bots' thinking CPU seconds per game, by seat count (what a longer run would cost)."""
    by_seats = {}
    for result in results:
        by_seats.setdefault(str(len(result["levels"])), []).append(sum(result["thinking_s"]))
    return {k: round(sum(v) / len(v), 2) for k, v in sorted(by_seats.items())}


def _kept(path: Path, command: str) -> list:
    """The games a stopped run of `command` finished (none if it was another command)."""
    if not path.exists():
        return []
    # what follows the last newline is a game half written when the run was killed: played again
    lines = path.read_text().split("\n")[:-1]
    if not lines or json.loads(lines[0]).get("command") != command:
        return []
    return [json.loads(line) for line in lines[1:] if line.strip()]


class _keeping:
    """A sink appending each finished game to `path` (started anew unless resuming)."""

    def __init__(self, path: Path, command: str, resuming: bool):
        path.parent.mkdir(parents=True, exist_ok=True)
        if resuming:
            _cut_torn_line(path)
        self.file = path.open("a" if resuming else "w")
        if not resuming:
            self.file.write(json.dumps({"command": command}) + "\n")

    def __enter__(self):
        return self

    def __call__(self, result: dict) -> None:
        self.file.write(json.dumps(result) + "\n")
        self.file.flush()

    def __exit__(self, *exc):
        self.file.close()


def _cut_torn_line(path: Path) -> None:
    """Cut what follows the last newline (half a line from a killed run), so appending starts a line."""
    data = path.read_bytes()
    whole = data.rfind(b"\n") + 1
    if whole < len(data):
        with path.open("r+b") as file:
            file.truncate(whole)


class _stopped_by_sigterm:
    """SIGTERM stops the run as Ctrl-C does (the finished games are kept and rated)."""

    def __enter__(self):
        self.before = signal.signal(signal.SIGTERM, self._stop)

    @staticmethod
    def _stop(signum, frame):
        raise KeyboardInterrupt

    def __exit__(self, *exc):
        signal.signal(signal.SIGTERM, self.before)


def _print(document: dict) -> None:
    done = "" if document.get("complete", True) else f" of {document['planned']} planned"
    print(f"{document['game']}: {document['games']} games{done} ({document['command']})")
    for row in document["levels"]:
        print(f"  {row['name']:<8} mu {row['mu']:7.2f}  sigma {row['sigma']:5.2f}  "
              f"[{row['low']:7.2f}, {row['high']:7.2f}]  {row['games']} games, {row['wins']} wins")
    for pair in document.get("head_to_head", []):
        if pair["games"]:
            print(f"  {pair['stronger']} ahead of {pair['weaker']} in {pair['share']:.1%} of the "
                  f"{pair['games']} games they both sat in")
    for problem in document["problems"]:
        print(f"  NOT ORDERED: {problem}")
