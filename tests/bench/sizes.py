"""`make bench` (sizes): what Redis holds per game, in play and finished, for 2, 3 and 4 seats.

Glück Auf games are played in-process through the domain's handlers on a real Redis (the same
writes as over HTTP): people choose random legal moves and send each with an Idempotency-Key, as
tests/bench/http.py's clients do; bots (easy) play their seats. Two tables: people in every seat
(the heaviest: a log entry and a recorded answer per move) and one person with bots (a typical
asynchronous game); the other registered games with bots, once each, if BENCH_SIZES_ALL=1.

Figures: MEMORY USAGE summed over the game's keys (keys.game_pattern) in play, at the middle of
the game (by version) and at its peak (the last version before it ends); finished, once its
follow-ups ran and it was compacted: the record alone (what it holds for good) and the record with
its hash of recorded answers (until its TTL, a day after the last keyed write, expires it). MEMORY
USAGE undercounts a stream (it samples no listpack nodes' overhead beyond the first), so the peak is
also given as the growth of INFO used_memory from before the game was created (this process plays
one game at a time). Each POST's fingerprint is a sha256 like the API's (shared/api/http.py): it is
what a recorded answer holds that compresses least. Goals: in play <= 64 KiB, finished 4-seat <= 16 KiB.
"""
import hashlib
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from shared import domain, redis_server
from shared.bootstrap import context_on
from shared.domain import commands, tasknames
from shared.store import connect, keys
from tests.integration.asyncplay import Clock, TimedRunner, run_all

GAMES = int(os.environ.get("BENCH_SIZES_GAMES", "3"))
SAMPLE_EVERY = 4   # versions between two in-play measurements


def game_bytes(redis, game_id: str, idempotency: bool = True) -> int:
    """MEMORY USAGE over a game's keys (with or without its recorded answers)."""
    answers = keys.answers(game_id).encode()
    return sum(redis.memory_usage(key, samples=0) or 0
               for key in redis.scan_iter(match=keys.game_pattern(game_id), count=1000)
               if idempotency or key != answers)


def fingerprint(game_id: str, action: dict) -> str:
    """The fingerprint the API gives a POST of `action` (method, path, sorted JSON body)."""
    body = json.dumps({"actions": [action]}, sort_keys=True)
    return hashlib.sha256(f"POST /v1/games/{game_id}/actions {body}".encode()).hexdigest()


def new_game(ctx, name: str, seats: int, people: int) -> tuple[list, str]:
    """A started game: `people` players in the first seats, easy bots in the rest."""
    players = [domain.handle(ctx, domain.RegisterPlayer(f"p{i}")).body["id"] for i in range(people)]
    gid = domain.handle(ctx, domain.CreateGame(players[0], name, seats)).body["id"]
    for pid in players[1:]:
        domain.handle(ctx, domain.JoinGame(pid, gid))
    for _ in range(seats - people):
        domain.handle(ctx, domain.AddBot(players[0], gid, "easy" if name != "goofspiel" else "greedy"))
    domain.handle(ctx, domain.StartGame(players[0], gid))
    return players, gid


def play(ctx, redis, name: str, seats: int, people: int, seed: int) -> dict:
    """Play one game to the end and compact it; its sizes in bytes."""
    used = redis.info("memory")["used_memory"]
    players, gid = new_game(ctx, name, seats, people)
    rng, samples, n = random.Random(seed), [], 0
    while True:
        _play_tasks(ctx)
        g = domain.Game.of(ctx.games.load(gid), gid)
        if g.status == "finished":
            break
        if not samples or g.version - samples[-1][0] >= SAMPLE_EVERY:
            samples.append((g.version, game_bytes(redis, gid),
                            redis.info("memory")["used_memory"] - used))
        movers = [s for s in sorted(g.rules.active_seats(g.state)) if s < people]
        if movers and not g.rules.awaiting_system(g.state):
            seat, n = movers[0], n + 1
            action = rng.choice(g.rules.legal_actions(g.state, seat))
            key = domain.IdempotencyKey(f"bench-{gid}-{n}-{rng.getrandbits(64):x}",
                                        fingerprint(gid, action))
            domain.handle(ctx, domain.SubmitActions(players[seat], gid, (action,), None, key))
    final = g.version
    run_all(ctx)   # the follow-ups: ratings (and webhooks), then compaction
    outcome = domain.handle(ctx, commands.CompactGame(gid, final)).body
    assert outcome["compacted"], outcome
    middle = min(samples, key=lambda s: abs(s[0] - final / 2))[1]
    return {"versions": final, "middle": middle, "peak": samples[-1][1], "used": samples[-1][2],
            "finished": game_bytes(redis, gid, idempotency=False),
            "finished_keys": game_bytes(redis, gid)}


def _play_tasks(ctx) -> None:
    """Run the system steps and bot turns, each when due on the test clock (a timer's delay, a bot's
    reaction time); keep the follow-ups of a finished game for later."""
    runner = TimedRunner(ctx, ctx.clock)
    runner.run()
    ctx.enqueue.sent[:] = runner.kept


def kib(values: list) -> str:
    """Median (max) in KiB."""
    return f"{statistics.median(values) / 1024:5.1f} ({max(values) / 1024:5.1f})"


def table(ctx, redis, title: str, rows: list) -> None:
    """Play GAMES games per row (name, seats, people) and print their sizes."""
    print(f"  {title}")
    print("    game        seats  versions  in play middle  in play peak  peak used_memory   "
          "finished  finished+answers   (KiB, median (max) of n)")
    for name, seats, people in rows:
        runs = [play(ctx, redis, name, seats, people, seed) for seed in range(GAMES)]
        col = {k: [r[k] for r in runs] for k in runs[0]}
        print(f"    {name:<11} {seats:>5}  {statistics.median(col['versions']):>8.0f}  "
              f"{kib(col['middle']):>14}  {kib(col['peak']):>12}  {kib(col['used']):>16}  "
              f"{kib(col['finished']):>9}  {kib(col['finished_keys']):>16}   n={len(runs)}")


def main() -> None:
    """Start a Redis, play, print."""
    began = time.perf_counter()
    data = Path(tempfile.mkdtemp(prefix="pithead-sizes-"))
    proc, url = redis_server.start(data, fsync="everysec")
    try:
        redis = connect(url)
        ctx = context_on(redis, clock=Clock(int(time.time() * 1000)),
                         send_webhook=lambda *args: None)
        print(f"sizes: Redis MEMORY USAGE per game (goals: in play <= 64 KiB, finished 4-seat "
              f"Glück Auf <= 16 KiB); {GAMES} games per row")
        table(ctx, redis, "people in every seat (random legal moves, an Idempotency-Key per POST)",
              [("glueckauf", seats, seats) for seats in (2, 3, 4)])
        table(ctx, redis, "one person (random legal moves, keyed) and easy bots",
              [("glueckauf", seats, 1) for seats in (2, 3, 4)])
        if os.environ.get("BENCH_SIZES_ALL") == "1":
            table(ctx, redis, "other games, one person and bots",
                  [("ohmygoods", 2, 1), ("quartz", 3, 1), ("packstack", 3, 1), ("goofspiel", 2, 1)])
        print(f"  ({time.perf_counter() - began:.0f} s)")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
