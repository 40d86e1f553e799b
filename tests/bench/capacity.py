"""`make bench` (capacity): what one move costs on the real stack, and what it takes to serve a
million concurrent asynchronous games at 10,000 moves a second (tests/bench/capacity_model.py).

The run: GAMES 3-seat Glück Auf games at once, each with two people over HTTP (tests/bench/seats.py:
they long-poll the event feed and play a random legal action on their turn, with an
Idempotency-Key) and one greedy bot, so bots hold a third of the seats; a finished game is
replaced by a new one. The processes as in production: the nginx gateway (the generated config),
one API deployment (gunicorn, the deploy config), one Celery worker and beat, the game store on
one Redis (AOF always) and Celery's broker on a Redis of its own. First IDLE_S with no game: the
beat's fixed cost per second (reconciler, clock sweep), taken out of the figures below and
printed apart. Then play; after WARMUP_S, a window of MEASURE_S: CPU seconds of each process
group (/proc), the store's INFO deltas (commandstats, commands processed,
total_net_input/output_bytes, used_cpu) and the broker's, and the moves committed in the window
(every game's log entries at its two ends), by actor. Then bot decisions per level
(tests/bench/bots.py on POSITIONS positions) and bytes per game in play and finished
(tests/bench/sizes.py: 3 seats, 2 people and a bot, compacted at the end).
Knobs: BENCH_CAPACITY_GAMES (30), BENCH_CAPACITY_SECONDS (60), BENCH_CAPACITY_POSITIONS (12).
"""
import asyncio
import os
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from shared import redis_server
from shared.bootstrap import context_on
from shared.store import GameStore, connect
from tests.bench import bots, capacity_model, seats, sizes
from tests.bench.stack import BIN, cpu_seconds, stack
from tests.integration.asyncplay import Clock

GAMES = int(os.environ.get("BENCH_CAPACITY_GAMES", "30"))
MEASURE_S = float(os.environ.get("BENCH_CAPACITY_SECONDS", "60"))
WARMUP_S = 10.0
IDLE_S = 8.0        # four beat cycles with nothing played: the background's own cost per second
POSITIONS = int(os.environ.get("BENCH_CAPACITY_POSITIONS", "12"))
SIZE_GAMES = 3
BOT = "greedy"      # the run's bot: cheap, so the worker's CPU is mostly the task's own cost


def start(s) -> dict:
    """Store and broker Redis, worker, beat, API and gateway; process groups by role."""
    url, redis_pgid = s.redis(fsync="always")
    broker, broker_url = redis_server.start(s.tmp / "broker", fsync="everysec")
    s.procs.insert(0, broker)                    # stopped last, with the store
    # every client comes from 127.0.0.1 (the per-address limit would take them for one), and
    # every one of them long-polls: room for all of them to wait at once in the 2 API processes
    s.env.update(CELERY_BROKER_URL=broker_url, RATE_LIMIT_ADDRESS="10000000/minute",
                 EVENTS_HOLD_LIMIT=str(GAMES * 2))
    worker = s.celery_worker()
    s.spawn([str(BIN / "celery"), "-A", "services.worker.app:celery", "beat", "--loglevel",
             "WARNING", "--schedule", str(s.tmp / "beat-schedule")], "beat.log")
    api, api_pgid = s.gunicorn("services.gateway:app", health="/readyz")
    gate, gate_pgid = s.gateway([api.removeprefix("http://")])
    return {"url": url, "broker_url": broker_url, "gateway": gate,
            "groups": {"api": api_pgid, "worker": worker.pid, "gateway": gate_pgid,
                       "redis": redis_pgid, "broker": broker.pid}}


def snapshot(store, broker, groups: dict) -> dict:
    """CPU seconds by role and the Redis counters, now."""
    stats, cpu = store.info("stats"), store.info("cpu")
    calls = {k.removeprefix("cmdstat_"): v["calls"] for k, v in store.info("commandstats").items()}
    seconds, micros = store.time()
    return {"ms": seconds * 1000 + micros // 1000,
            "cpu": {role: cpu_seconds(pgid) for role, pgid in groups.items()},
            "sent": stats["total_commands_processed"], "calls": calls,
            "in": stats["total_net_input_bytes"], "out": stats["total_net_output_bytes"],
            "redis_cpu": cpu["used_cpu_user"] + cpu["used_cpu_sys"],
            "broker_sent": broker.info("stats")["total_commands_processed"]}


async def table_loop(host: str, port: int, tally, index: int, deadline: float, gids: list):
    """Two people at one table: a game, and the next when it ends, until `deadline`."""
    people = [seats.Seat(host, port, tally, seed=index * 2 + k) for k in range(2)]
    for k, person in enumerate(people):
        await person.register(f"c{index}-{k}")
    while time.perf_counter() < deadline:
        gid = await seats.open_game(people, {"game": "glueckauf", "seats": 3}, [BOT])
        gids.append(gid)
        await seats.play_game(people, gid, deadline)
    seats.close([people])


async def run(env: dict, store, broker) -> dict:
    """An idle window (no game played: the beat's own cost), then play; snapshots at the ends."""
    host, port = env["gateway"].removeprefix("http://").split(":")
    tally, gids, marks, games = seats.Tally(), [], {}, GameStore(store)
    marks["idle0"] = snapshot(store, broker, env["groups"])
    await asyncio.sleep(IDLE_S)
    marks["idle1"] = snapshot(store, broker, env["groups"])
    end = time.perf_counter() + WARMUP_S + MEASURE_S

    async def mark():   # blocking reads: no client of this loop moves between the two
        await asyncio.sleep(WARMUP_S)
        marks["moves0"] = logged_moves(games, gids)
        marks["before"] = snapshot(store, broker, env["groups"])
        marks["requests0"] = tally.requests()
        marks["kinds0"] = tally.by_kind()
        await asyncio.sleep(MEASURE_S)
        marks["after"] = snapshot(store, broker, env["groups"])
        marks["requests1"] = tally.requests()
        marks["kinds1"] = tally.by_kind()
        marks["moves1"] = logged_moves(games, gids)

    await asyncio.gather(mark(), *(table_loop(host, int(port), tally, i, end, gids)
                                   for i in range(GAMES)))
    return {**marks, "tally": tally, "gids": gids}


def delta(a: dict, b: dict, idle: dict | None = None) -> dict:
    """b - a, field by field (nested dicts too); less `idle`'s per-second rate over the span."""
    span = (b["ms"] - a["ms"]) / 1000
    out = {}
    for key, value in b.items():
        if isinstance(value, dict):
            inner = {k: v - a[key].get(k, 0) for k, v in value.items()}
            if idle:
                inner = {k: v - idle[key].get(k, 0) * span for k, v in inner.items()}
            out[key] = inner
        else:
            out[key] = value - a[key] - (idle[key] * span if idle and key != "ms" else 0)
    return out


def per_second(d: dict) -> dict:
    """A delta as rates per second."""
    span = d["ms"] / 1000
    return {k: ({i: x / span for i, x in v.items()} if isinstance(v, dict) else v / span)
            for k, v in d.items()}


def logged_moves(games: GameStore, gids: list) -> Counter:
    """Log entries so far of every game, by actor (player, bot, system; lobby: not a move).
    Read whole, as a compacted game keeps its entries but not their stream ids (times)."""
    counts = Counter()
    for gid in gids:
        for _, _, entry in games.read_after(gid, 0)[0]:
            actor = (entry.get("actor") or "lobby").split(":", 1)[0]
            counts[actor if entry.get("kind") == "play" else "lobby"] += 1
    return counts


def rss(pgid: int) -> list[int]:
    """Resident bytes of each live process of a process group."""
    out = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and os.getpgid(int(entry.name)) == pgid:
                status = (entry / "status").read_text()
                out.append(int(status.split("VmRSS:")[1].split()[0]) * 1024)
        except (OSError, IndexError, ProcessLookupError):
            continue
    return out


def game_sizes() -> dict:
    """Median bytes of a 3-seat game (2 people, 1 bot) in play and finished (sizes.py's play)."""
    proc, url = redis_server.start(Path(tempfile.mkdtemp(prefix="pithead-cap-")), fsync="everysec")
    try:
        redis = connect(url)
        ctx = context_on(redis, clock=Clock(int(time.time() * 1000)), send_webhook=lambda *a: None)
        runs = [sizes.play(ctx, redis, "glueckauf", 3, 2, seed) for seed in range(SIZE_GAMES)]
        return {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def measure() -> dict:
    """Every figure the model needs."""
    with stack() as s:
        env = start(s)
        store, broker = connect(env["url"]), connect(env["broker_url"])
        out = asyncio.run(run(env, store, broker))
        idle = per_second(delta(out["idle0"], out["idle1"]))
        d = delta(out["before"], out["after"], idle)
        moves = out["moves1"] - out["moves0"]
        memory = {role: rss(pgid) for role, pgid in env["groups"].items()}
    calls = Counter({k: v for k, v in d["calls"].items() if v > 0})
    return {"seconds": d["ms"] / 1000, "moves": dict(moves), "cpu": d["cpu"],
            "redis_cpu": d["redis_cpu"], "sent": d["sent"], "calls": sum(calls.values()),
            "top_calls": dict(calls.most_common(8)), "net_in": d["in"], "net_out": d["out"],
            "broker_sent": d["broker_sent"], "idle": idle,
            "requests": out["requests1"] - out["requests0"], "errors": out["tally"].errors,
            "request_kinds": dict(out["kinds1"] - out["kinds0"]),
            "rss": {role: statistics.median(v) if v else 0 for role, v in memory.items()},
            "bots": bots.measure(bots.positions(POSITIONS)), "sizes": game_sizes(),
            "games": GAMES, "bot": BOT}


def main() -> None:
    """Measure, print the figures and the table."""
    figures = measure()
    capacity_model.report(figures)


if __name__ == "__main__":
    main()
