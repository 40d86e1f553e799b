"""`pithead ladder [GAME ...]`: every bot level of a game against every other, rated with openskill.

For each seat count (`--seats`; default the smallest and largest the game allows with distinct
levels at every seat), every lineup of distinct levels (itertools.combinations) plays `--rounds`
full rotations of its seats, so each level sits in every position equally often. The games, in a
seeded shuffled order, are rated one by one with the service's own model (openskill Plackett-Luce,
shared/domain/ratings.py), by each seat's place: once over all seat counts (the level's `rating`,
which the catalog publishes as `bot_levels[].rating`) and once per seat count (`by_seats`).
Each level's interval is mu ± 1.96 sigma. The ladder holds when every level's mu is above the
weaker one's and neighbours' intervals are apart; the command says where it does not (exit 1).
Writes `ladder.json` in each game's package folder (or `--out`/GAME.json). Each finished game is
also kept in var/ladder/GAME.jsonl as it ends: a run stopped early (Ctrl-C, SIGTERM) still writes
the ladder of the games it finished (`complete: false`), and `--resume` carries on from there.
"""
import itertools
import json
import multiprocessing
import random
import signal
import time
from pathlib import Path

from tqdm import tqdm

from shared import botmatch, bots, engine
from shared.cli import print_summary
from shared.domain.ratings import MODEL

Z = 1.96                     # the interval: mu ± Z sigma (95% for a normal belief)
PARTIAL = Path("var/ladder")  # each finished game of a run, one JSON line, for --resume


def add_arguments(parser) -> None:
    """Options of `pithead ladder`."""
    parser.add_argument("games", nargs="*", help="games to rate (default: every game with bots)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="full seat rotations per lineup (a lineup of k levels plays k games a round)")
    parser.add_argument("--per-lineup", type=int, default=None, help="games per lineup instead of "
                        "full rotations (the rotation then moves on from one lineup to the next)")
    parser.add_argument("--seats", default="", help="seat counts, comma-separated (default: the "
                        "smallest and largest with a distinct level at every seat)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="budget clock: CPU time (fair on a shared machine) or wall time")
    parser.add_argument("--out", default=None, help="a directory for GAME.json (default: each "
                        "game's package folder, as ladder.json, which the catalog publishes)")
    parser.add_argument("--resume", action="store_true", help="keep the games a stopped run of the "
                        "same command finished (var/ladder/GAME.jsonl) and play the rest")
    parser.add_argument("--check", action="store_true",
                        help="play nothing: check the order of the published ladders")
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")


def seat_counts(game: str, asked: str = "") -> list[int]:
    """The seat counts a game's ladder plays: those asked, else the smallest and the largest that
    seat distinct levels."""
    rules = engine.get(game)
    feasible = [k for k in range(rules.spec.min_seats, rules.spec.max_seats + 1)
                if k <= len(rules.bots.levels)]
    if asked:
        wanted = [int(k) for k in asked.split(",") if k.strip()]
        return [k for k in wanted if k in feasible]
    return sorted({feasible[0], feasible[-1]}) if feasible else []


def schedule(game: str, counts: list[int], rounds: int, seed: int,
             per_lineup: int | None = None) -> list[tuple]:
    """Every game to play, shuffled by `seed`: (index, game, seated levels, seed). A lineup plays
    `rounds` full rotations of its seats, or `per_lineup` games rotating on from the last lineup."""
    levels = engine.get(game).bots.levels
    lineups, turn = [], 0
    for k in counts:
        for lineup in itertools.combinations(levels, k):
            for _ in range(rounds * k if per_lineup is None else per_lineup):
                rotation = turn % k
                lineups.append(list(lineup[rotation:] + lineup[:rotation]))
                turn += 1
    random.Random(seed).shuffle(lineups)
    return [(i, game, seated, seed * 1_000_003 + i) for i, seated in enumerate(lineups)]


def _play(task: tuple, clock: str = "cpu") -> dict:
    index, game, seated, seed = task
    timer = time.process_time if clock == "cpu" else time.perf_counter
    result = botmatch.play_game(game, seated, seed, None, timer)
    result["index"] = index
    return result


def _play_cpu(task: tuple) -> dict:
    return _play(task, "cpu")


def _play_wall(task: tuple) -> dict:
    return _play(task, "wall")


def play_all(tasks: list, jobs: int, clock: str, progress: bool, sink=None) -> list:
    """Every scheduled game's result, in schedule order; `sink(result)` as each game ends. Stopped
    (KeyboardInterrupt), it returns the games finished so far."""
    worker = _play_cpu if clock == "cpu" else _play_wall
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


def rate(results: list, levels: tuple) -> list[dict]:
    """Each level's openskill rating after the games in order (weakest declared level first)."""
    current = {level: MODEL.rating() for level in levels}
    games = dict.fromkeys(levels, 0)
    wins = dict.fromkeys(levels, 0.0)
    for result in results:
        seated = result["levels"]
        new = MODEL.rate([[current[level]] for level in seated], ranks=result["places"])
        for seat, (level, [rating]) in enumerate(zip(seated, new)):
            current[level] = rating
            games[level] += 1
            if seat in result["winners"]:
                wins[level] += 1 / len(result["winners"])
    return [_record(level, current[level], games[level], wins[level]) for level in levels
            if games[level]]


def _record(level: str, rating, games: int, wins: float) -> dict:
    return {"name": level, "mu": round(rating.mu, 3), "sigma": round(rating.sigma, 3),
            "low": round(rating.mu - Z * rating.sigma, 3), "high": round(rating.mu + Z * rating.sigma, 3),
            "games": games, "wins": round(wins, 2)}


def problems(ratings: list[dict]) -> list[str]:
    """Where the ladder does not hold: a level not above the weaker one, or overlapping intervals."""
    out = []
    for weaker, stronger in zip(ratings, ratings[1:]):
        if stronger["mu"] <= weaker["mu"]:
            out.append(f"{stronger['name']} (mu {stronger['mu']}) is not above {weaker['name']} "
                       f"(mu {weaker['mu']})")
        elif stronger["low"] <= weaker["high"]:
            out.append(f"{weaker['name']} [{weaker['low']}, {weaker['high']}] overlaps "
                       f"{stronger['name']} [{stronger['low']}, {stronger['high']}]")
    return out


def ladder(game: str, results: list, command: str) -> dict:
    """The ladder document of a game from its games' results."""
    levels = engine.get(game).bots.levels
    pooled = rate(results, levels)
    by_seats = {str(k): rate([r for r in results if len(r["levels"]) == k], levels)
                for k in sorted({len(r["levels"]) for r in results})}
    found = problems(pooled) + [f"{k} seats: {p}" for k, rows in by_seats.items()
                                for p in problems(rows)]
    return {"game": game, "command": command, "games": len(results),
            "model": f"openskill PlackettLuce (mu {MODEL.mu:g}, sigma {MODEL.sigma:.3f}); "
                     f"interval mu ± {Z} sigma",
            "levels": pooled, "by_seats": by_seats, "ordered": not found, "problems": found}


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
    return 0 if all(summary.values()) else 1


def _play_game(game: str, args) -> dict:
    counts = seat_counts(game, args.seats)
    tasks = schedule(game, counts, args.rounds, args.seed, args.per_lineup)
    size = f"--rounds {args.rounds}" if args.per_lineup is None else f"--per-lineup {args.per_lineup}"
    command = (f"pithead ladder {game} {size} --seats {','.join(map(str, counts))} "
               f"--seed {args.seed} --clock {args.clock}")
    kept = PARTIAL / f"{game}.jsonl"
    done = _kept(kept, command) if args.resume else []
    finished = {r["index"] for r in done}
    started = time.perf_counter()
    with _keeping(kept, command, bool(done)) as sink, _stopped_by_sigterm():
        new = play_all([t for t in tasks if t[0] not in finished], args.jobs, args.clock,
                       not args.no_progress, sink)
    results = sorted(done + new, key=lambda r: r["index"])
    document = {**ladder(game, results, command), "planned": len(tasks),
                "complete": len(results) == len(tasks), "seconds": round(time.perf_counter() - started)}
    path = _target(game, args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=1) + "\n")
    print(f"wrote {path} ({len(results)} of {len(tasks)} games)")
    return document


def _kept(path: Path, command: str) -> list:
    """The games a stopped run of `command` finished (none if it was another command)."""
    if not path.exists():
        return []
    lines = path.read_text().splitlines()
    if not lines or json.loads(lines[0]).get("command") != command:
        return []
    return [json.loads(line) for line in lines[1:] if line.strip()]


class _keeping:
    """A sink appending each finished game to `path` (started anew unless resuming)."""

    def __init__(self, path: Path, command: str, resuming: bool):
        path.parent.mkdir(parents=True, exist_ok=True)
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
    print(f"{document['game']}: {document['games']} games ({document['command']})")
    for row in document["levels"]:
        print(f"  {row['name']:<8} mu {row['mu']:7.2f}  sigma {row['sigma']:5.2f}  "
              f"[{row['low']:7.2f}, {row['high']:7.2f}]  {row['games']} games, {row['wins']} wins")
    for problem in document["problems"]:
        print(f"  NOT ORDERED: {problem}")
