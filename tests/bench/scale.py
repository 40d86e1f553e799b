"""`make bench` (scale part): background work with 100,000 started games that wait for their players.

Prints the Redis time of one beat cycle (the reconciler and the clock sweep, the real handlers on
the real store) with 100,000 started games seeded (goal under 5 ms), and the POST p99 of
tests/bench/http.py's clients with and without those games present (with celery beat running).

Redis time is the sum of `usec` over INFO commandstats after CONFIG RESETSTAT: the server's own
time in the cycle's commands, without the network or the client (EXEC and EVAL/EVALSHA are left
out, as the commands they run are counted on their own).
"""
import asyncio
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

import redis
import redis.asyncio as aioredis

from shared import domain, redis_server
from shared.bootstrap import context_on
from shared.domain import commands
from shared.domain.followups import waits
from shared.store import connect, keys
from shared.store.games import _COMMIT, queue_commit
from tests.bench import http, play
from tests.bench.stack import BIN, stack

GAMES = int(os.environ.get("BENCH_SCALE_GAMES", "100000"))
CYCLES = 20
DAY = 86_400_000
CLOCK = {"per_move": 7 * 86_400}    # a move a week: every seeded seat has a running deadline
_NESTED = {"info", "config", "exec", "eval", "evalsha", "multi"}


def template(ctx) -> dict:
    """A started two-seat Goofspiel game of two human players, with a turn clock, made by the
    domain: the meta, state, turn record and start entry every seeded game copies."""
    first = domain.handle(ctx, domain.RegisterPlayer("seed-a")).body["id"]
    second = domain.handle(ctx, domain.RegisterPlayer("seed-b")).body["id"]
    gid = domain.handle(ctx, domain.CreateGame(first, "goofspiel", 2, seed=1, clock=CLOCK)).body["id"]
    domain.handle(ctx, domain.JoinGame(second, gid, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(first, gid))
    snapshot = ctx.games.load(gid)
    game = domain.Game.of(snapshot, gid)
    assert game.status == "started" and not waits(game), "the template must wait for its players"
    return {"meta": snapshot.meta, "state": snapshot.state, "turn": snapshot.turn,
            "entry": ctx.games.log(gid)[-1].entry}


def seed_idle_games(client, count: int, now: int, chunk: int = 2000) -> list[str]:
    """`count` started games idle for 1 to 6 days, waiting for their players, written by the real
    commit script (which leaves them out of the waiting index) and listed as started, each seat
    with a deadline a week after its turn began; pipelined. Their ids."""
    shape, rng, ids = template(context_on(client)), random.Random(18), []
    client.script_load(_COMMIT.source)    # EVALSHA in a pipeline needs it loaded
    for start in range(0, count, chunk):
        pipe, listed, deadlines = client.pipeline(transaction=False), {}, {}
        for n in range(start, min(count, start + chunk)):
            gid = f"idle{n:07d}"
            since = now - rng.randrange(DAY, 6 * DAY)
            listed[gid] = since - rng.randrange(0, DAY)
            meta = {**shape["meta"], "id": gid, "created_at": listed[gid], "updated_at": since}
            turn = {**shape["turn"], "since": {seat: since for seat in shape["turn"]["since"]}}
            queue_commit(pipe, gid, 0, meta, shape["state"], shape["entry"], None, turn, None,
                         86400, waits=False, status_changed=False)
            deadlines.setdefault(keys.bucket(gid), {}).update(
                {keys.deadline_member(gid, seat): since + CLOCK["per_move"] * 1000
                 for seat in range(len(meta["seats"]))})
            ids.append(gid)
        pipe.zadd(keys.INDEX_ALL, listed)
        pipe.zadd(keys.status_index("started"), listed)
        for number, members in deadlines.items():
            pipe.zadd(keys.deadlines(number), members)
        pipe.execute()
    return ids


def unseed(client, ids: list[str], chunk: int = 2000) -> None:
    """Delete the seeded games again: their keys and their index entries."""
    for start in range(0, len(ids), chunk):
        part, pipe = ids[start:start + chunk], client.pipeline(transaction=False)
        for gid in part:
            pipe.delete(*(keys.game(gid, name) for name in ("version", "meta", "state", "log",
                                                           "turn")))
            pipe.zrem(keys.deadlines(keys.bucket(gid)), keys.deadline_member(gid, 0),
                      keys.deadline_member(gid, 1))
        pipe.zrem(keys.INDEX_ALL, *part)
        pipe.zrem(keys.status_index("started"), *part)
        pipe.execute()


def settle(client) -> None:
    """Rewrite the AOF now and wait for it, so the seeding's rewrite does not land in a round."""
    while client.info("persistence")["aof_rewrite_in_progress"]:   # Redis's own may be under way
        time.sleep(0.1)
    client.bgrewriteaof()
    time.sleep(0.2)
    while client.info("persistence")["aof_rewrite_in_progress"]:
        time.sleep(0.1)


def redis_usec(client, step) -> tuple[int, int, dict]:
    """Run `step()`; (server usec, commands, calls per command) it cost, from INFO commandstats."""
    client.config_resetstat()
    step()
    stats = {name.removeprefix("cmdstat_"): value for name, value in
             client.info("commandstats").items()}
    own = {name: value for name, value in stats.items() if name not in _NESTED}
    return (sum(v["usec"] for v in own.values()), sum(v["calls"] for v in own.values()),
            {name: v["calls"] for name, v in own.items()})


def beat_cycle(ctx, after_ms: int = 3000) -> dict:
    """One beat cycle's background reads: the reconciler, then the clock sweep."""
    reconciled = domain.handle(ctx, commands.ReconcileWaitingGames(after_ms)).body
    swept = domain.handle(ctx, commands.SweepDeadlines()).body
    return {**reconciled, **swept}


def beat_figures(client, ctx) -> dict:
    """Median and worst Redis time, commands and client wall time of CYCLES beat cycles."""
    usec, calls, wall = [], [], []
    for _ in range(CYCLES):
        began = time.perf_counter()
        spent, count, _ = redis_usec(client, lambda: beat_cycle(ctx))
        wall.append(time.perf_counter() - began)
        usec.append(spent)
        calls.append(count)
    return {"usec": statistics.median(usec), "usec_max": max(usec), "calls": max(calls),
            "wall": statistics.median(wall)}


def bench_beat() -> dict:
    """Beat-cycle figures on a fresh Redis with GAMES idle started games seeded."""
    proc, url = redis_server.start(Path(tempfile.mkdtemp(prefix="pithead-scale-")), fsync="everysec")
    try:
        client = connect(url)
        client.config_set("appendonly", "no")     # what is measured is the beat's reads
        began = time.perf_counter()
        seed_idle_games(client, GAMES, int(time.time() * 1000))
        seeded = time.perf_counter() - began
        figures = beat_figures(client, context_on(client))
        memory = client.info("memory")["used_memory"]
        client.close()
        return {**figures, "seed_s": seeded, "memory": memory}
    finally:
        proc.terminate()
        proc.wait(timeout=10)


async def post_round(clients: list, rounds: int = 3) -> list[float]:
    """POST latencies of `rounds` rounds of tests/bench/http.py's action rounds."""
    for c in clients:
        c.latencies.clear()
    rates = []
    for _ in range(rounds):
        await http.prepare(clients, http.ROUND_SECONDS, max(rates, default=http.RATE_GUESS))
        rates.append(await http.actions_round(clients, http.ROUND_SECONDS) / http.ROUND_SECONDS)
    return [x for c in clients for x in c.latencies]


async def post_p99(api, redis_url: str) -> dict:
    """POST latencies without, with, and again without GAMES idle started games in the same Redis
    (the second "without" brackets what the machine's noise alone moves)."""
    aio = aioredis.Redis.from_url(redis_url, max_connections=2 * http.CLIENTS)
    clients = [play.Client(*api, aio, seed) for seed in range(http.CLIENTS)]
    try:
        await http.warm_up(clients)
        without = await post_round(clients)
        sync = redis.Redis.from_url(redis_url)
        ids = seed_idle_games(sync, GAMES, int(time.time() * 1000))
        settle(sync)
        with_games = await post_round(clients)
        unseed(sync, ids)
        settle(sync)
        again = await post_round(clients)
    finally:
        for c in clients:
            c.conn.close()
        await aio.aclose()
    return {"without": without, "with": with_games, "without again": again}


def bench_posts() -> dict:
    """The API, a worker and celery beat (its reconciler every 2 s) on Redis with fsync always."""
    with stack() as s:
        redis_url, _ = s.redis(fsync="always")
        s.env["RATE_LIMIT_TOKEN"] = s.env["RATE_LIMIT_ADDRESS"] = "100000000/minute"
        s.celery_worker()
        s.spawn([str(BIN / "celery"), "-A",
                 "services.worker.app:celery", "beat", "--loglevel", "WARNING", "--schedule",
                 str(s.tmp / "celerybeat-schedule")], "beat.log")
        api, _ = s.gunicorn("services.gateway:app", health="/readyz")
        return asyncio.run(post_p99(http.host_port(api), redis_url))


def pct(values: list, q: float) -> float:
    """The q-th percentile (0-100) of `values`, in ms."""
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))]


def main() -> None:
    """Run both parts and print their figures."""
    beat = bench_beat()
    print(f"scale: seeded {GAMES:,} idle started games in {beat['seed_s']:.1f} s "
          f"(Redis used_memory {beat['memory'] / 2**20:.0f} MiB)")
    print(f"scale: one beat cycle (reconciler + clock sweep) with {GAMES:,} started games: Redis "
          f"time {beat['usec'] / 1000:.2f} ms median, {beat['usec_max'] / 1000:.2f} ms worst of "
          f"{CYCLES} (goal < 5 ms; INFO commandstats usec), {beat['calls']} commands, "
          f"client wall {beat['wall'] * 1000:.1f} ms")
    posts = bench_posts()
    for label in ("without", "with", "without again"):
        lat = posts[label]
        print(f"scale: POST actions {label} {GAMES:,} idle games: p50 {pct(lat, 50):.1f} ms, "
              f"p99 {pct(lat, 99):.1f} ms over {len(lat)} requests (goal: no change)")


if __name__ == "__main__":
    main()
