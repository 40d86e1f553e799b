"""`make bench` (load part): 200 concurrent Glück Auf games for 5 minutes on loopback, then figures.

Each game has one scripted HTTP client in seat 0 and one to three easy bots (played by the Celery
worker) in the others. A client plays as a well-made one does (tests/bench/seats.py): it reads its
game once and follows it on one held event stream (its own connection), and on its turn GETs its
legal actions (unless its last move's answer brought them) and POSTs a random one with
`expected_version`, an Idempotency-Key and Prefer: return=representation; when its game ends it
opens the next one, so GAMES games are always running.
Real processes as in `make run`: Redis (AOF, appendfsync always), gunicorn with the deploy config, a
Celery worker and beat. Prints requests/s, actions/s, p50/p99 latency, errors and Redis memory
per game. Knobs: PITHEAD_LOAD_SECONDS (300), PITHEAD_LOAD_GAMES (200), PITHEAD_LOAD_POLL (2 s: the
pause after a refused or failed read), PITHEAD_LOAD_BOT (easy). Loopback only; stops by itself after the given seconds.
"""
import asyncio
import json
import os
import random
import time
import uuid
from collections import Counter, defaultdict

import redis

from shared.store import keys
from shared.store.codec import loads_packed
from tests.bench import loadgen, play, seats
from tests.bench.stack import BIN, stack

SECONDS = float(os.environ.get("PITHEAD_LOAD_SECONDS", "300"))
GAMES = int(os.environ.get("PITHEAD_LOAD_GAMES", "200"))
# a client's pause after a read that failed (it once polled its state every POLL seconds: at 0.5 s,
# 200 clients' polls took the CPU the bots needed on 2 cores)
POLL = float(os.environ.get("PITHEAD_LOAD_POLL", "2"))
BOT = os.environ.get("PITHEAD_LOAD_BOT", "easy")            # level of the bots in the other seats
DROPPED = (ConnectionError, asyncio.IncompleteReadError, OSError)


class Stats:
    """What every client measured: latencies by kind of request, answers by status, errors."""

    def __init__(self):
        self.latencies = defaultdict(list)     # kind -> seconds
        self.status = Counter()                # (kind, status) -> count
        self.errors = Counter()                # what counts as an error -> count
        self.samples: list[str] = []           # the first few errors, verbatim
        self.actions = 0                       # client actions acknowledged (2xx)
        self.reconnects = 0                    # keep-alive closed by the server before a request

    def error(self, what: str, detail: str) -> None:
        """Count an error (5xx or no answer) and keep a few samples."""
        self.errors[what] += 1
        if len(self.samples) < 5:
            self.samples.append(f"{what}: {detail[:200]}")


class LoadClient:
    """One scripted player over one keep-alive connection, playing seat 0 of one game at a time."""

    def __init__(self, host: str, port: int, index: int, stats: Stats):
        self.conn = loadgen.Connection(host, port)
        self.feed = loadgen.Connection(host, port)    # the held event stream's own connection
        self.table, self.legal, self.follower, self.seat, self.deadline = None, None, None, 0, 0.0
        self.rng = random.Random(index)
        self.seats = 2 + index % 3
        self.stats = stats
        self.token = None
        self.game_id = None
        self.games: list[str] = []

    async def request(self, kind: str, method: str, path: str, body=None, headers=None):
        """One timed request; (status, payload), or (None, b"") if it got no answer."""
        headers = dict(headers or {})
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        if method == "POST":
            headers["Idempotency-Key"] = uuid.uuid4().hex
        for attempt in (1, 2):
            reused = self.conn.writer is not None
            start = time.perf_counter()
            try:
                status, _, payload = await self.conn.request(method, path, body, headers)
            except DROPPED as exc:
                self.conn.close()
                if reused and attempt == 1:  # an idle keep-alive closed by the server: reconnect
                    self.stats.reconnects += 1
                    continue
                self.stats.error("connection", f"{kind}: {exc!r}")
                return None, b""
            self.stats.latencies[kind].append(time.perf_counter() - start)
            self.stats.status[(kind, status)] += 1
            if status >= 500:
                self.stats.error(f"{status}", f"{kind}: {payload!r}")
            return status, payload
        return None, b""

    async def new_game(self) -> None:
        """Register (once), create a game, fill the other seats with bots, start it."""
        if self.token is None:
            status, payload = await self.request("lobby", "POST", "/v1/players", {"name": "load"})
            self.token = json.loads(payload)["token"] if status == 201 else None
            if self.token is None:
                return
        status, payload = await self.request("lobby", "POST", "/v1/games",
                                             {"game": "glueckauf", "seats": self.seats})
        if status != 201:
            return
        gid = json.loads(payload)["id"]
        for _ in range(self.seats - 1):
            await self.request("lobby", "POST", f"/v1/games/{gid}/bots", {"level": BOT})
        status, _ = await self.request("lobby", "POST", f"/v1/games/{gid}/start")
        if status != 200:
            return
        self.games.append(gid)
        status, payload = await self.request("state", "GET", f"/v1/games/{gid}/state")
        if status == 200:
            state = json.loads(payload)
            self.game_id, self.seat, self.table, self.legal = gid, state["seat"], seats.Table(state), None
            self.follower = asyncio.create_task(self.follow(gid, self.table))

    async def follow(self, gid: str, table: seats.Table) -> None:
        """Hold the game's event stream until the game is over (or the run ends)."""
        while time.perf_counter() < self.deadline and not table.finished:
            status, seconds, problem = await seats.hold_stream(self.feed, self.token, gid, table)
            self.stats.latencies["events"].append(seconds)
            self.stats.status[("events", status)] += 1
            if status is None or status >= 500:
                self.stats.error("connection" if status is None else f"{status}",
                                 problem or f"events {status}")
            if status not in (200, 429):
                await asyncio.sleep(POLL)

    def end_game(self) -> None:
        """Stop following the game (its stream's connection closes with it)."""
        if self.follower is not None:
            self.follower.cancel()
        self.feed.close()
        self.game_id, self.follower = None, None

    async def turn(self) -> None:
        """On our turn play one random legal action; else wait until the stream tells of a move
        (the game read again only when nobody may act: a system step, or the end)."""
        table = self.table
        table.changed.clear()
        if table.unsure:
            status, payload = await self.request("state", "GET", f"/v1/games/{self.game_id}/state")
            if status != 200:
                await asyncio.sleep(POLL)
                return
            table.take_state(json.loads(payload))
        if table.finished:
            self.end_game()
            return
        if self.seat in table.active and await self.move(table):
            return
        await table.wait(seats.WAIT_S)

    async def move(self, table: seats.Table) -> bool:
        """One random legal action, listed at the version the client knows; whether one was sent."""
        if self.legal is None or self.legal["version"] < table.version:
            status, payload = await self.request("actions", "GET",
                                                 f"/v1/games/{self.game_id}/actions")
            self.legal = json.loads(payload) if status == 200 else None
        if not (self.legal and self.legal["actions"]):
            return False
        body = {"actions": [self.rng.choice(self.legal["actions"])],
                "expected_version": self.legal["version"]}
        status, payload = await self.request("post", "POST", f"/v1/games/{self.game_id}/actions",
                                             body, {"Prefer": "return=representation"})
        self.legal = None
        if status == 200:
            done = json.loads(payload)
            self.stats.actions += 1
            table.take_state(done["state"])
            self.legal = done["legal_actions"]
        return True

    async def run(self, deadline: float) -> None:
        """Play games back to back until `deadline`."""
        self.deadline = deadline
        while time.perf_counter() < deadline:
            if self.game_id is None:
                await self.new_game()
                if self.game_id is None:
                    await asyncio.sleep(POLL)
            else:
                await self.turn()
        self.end_game()
        self.conn.close()


async def run_load(host: str, port: int, stats: Stats) -> tuple[list, float]:
    """GAMES clients for SECONDS; (clients, seconds measured)."""
    clients = [LoadClient(host, port, i, stats) for i in range(GAMES)]
    start = time.perf_counter()
    await asyncio.gather(*(c.run(start + SECONDS) for c in clients))
    return clients, time.perf_counter() - start


def memory_per_game(client, game_ids: list[str], used_before: int) -> dict:
    """Redis memory: INFO used_memory growth per game, and MEMORY USAGE over each game's keys."""
    sizes = [play.bytes_of_game(client, g) for g in game_ids]
    metas = client.mget([keys.game(g, "meta") for g in game_ids])
    records = client.mget([keys.archive(g) for g in game_ids])   # compacted: finished, no meta
    finished = [s for s, m, r in zip(sizes, metas, records)
                if r or (m and json.loads(m)["status"] == "finished")]
    active = [s for s, m in zip(sizes, metas) if m and json.loads(m)["status"] != "finished"]
    used = client.info("memory")["used_memory"] - used_before
    return {"info": used / max(1, len(game_ids)), "finished": finished, "active": active}


def log_actions(client, game_ids: list[str]) -> Counter:
    """Actions applied during the run by kind of actor (player, bot, system), from the game logs."""
    counts = Counter()
    for gid in game_ids:
        for _, fields in client.xrange(keys.log(gid)):
            entry = loads_packed(fields[b"e"])
            actor = (entry.get("actor") or "lobby").split(":", 1)[0]
            counts[actor] += len(entry.get("actions", ()))
    return counts


def report(stats: Stats, clients: list, seconds: float, memory: dict, actions: Counter) -> None:
    """Print the figures."""
    kib = lambda v: f"{sum(v) / len(v) / 1024:.1f} KiB (n={len(v)})" if v else "n/a"  # noqa: E731
    requests_n = sum(stats.status.values())
    # a held stream's time is how long it was held, not a latency
    every = [x for kind, v in stats.latencies.items() if kind != "events" for x in v]
    games = [g for c in clients for g in c.games]
    print(f"load: {GAMES} concurrent games (1 scripted HTTP client + 1-3 {BOT} bots each) for "
          f"{seconds:.0f} s, each following its game on one held stream, on loopback; {os.cpu_count()} cores shared "
          f"by client and servers, load average {os.getloadavg()[0]:.1f}; gunicorn deploy config, "
          "1 Celery worker, AOF always")
    print(f"  games played {len(games)}, finished {len(memory['finished'])}")
    print(f"  throughput: {requests_n / seconds:.0f} requests/s; actions/s: client POSTs "
          f"{stats.actions / seconds:.1f}, all applied {sum(actions.values()) / seconds:.1f} "
          f"(player {actions['player']}, bot {actions['bot']}, system {actions['system']})")
    print(f"  latency p50 / p99, all requests: {ms(every, .5)} / {ms(every, .99)}")
    for kind, values in sorted(stats.latencies.items()):
        print(f"    {kind:<8} n={len(values):<7} p50 {ms(values, .5)}  p99 {ms(values, .99)}")
    by_status = Counter()
    for (_, status), n in stats.status.items():
        by_status[status] += n
    print(f"  answers by status: {dict(sorted(by_status.items()))}")
    print(f"  errors (5xx or no answer; goal 0): {sum(stats.errors.values())} {dict(stats.errors)}")
    for sample in stats.samples:
        print(f"    {sample}")
    refused = {k: n for k, n in stats.status.items() if k[1] in (409, 422, 429)}
    print(f"  refused, not errors: {refused or 0} (409: the game moved between GET actions and the"
          " POST; 422: an action no longer legal; 429: a rate limit)")
    print(f"  keep-alive reconnects (server closed an idle connection first): {stats.reconnects}")
    print(f"  Redis memory per game: INFO used_memory growth / games {memory['info'] / 1024:.1f} KiB;"
          f" MEMORY USAGE of g:{{id}}:* finished {kib(memory['finished'])}, in play "
          f"{kib(memory['active'])}")


def ms(values: list, q: float) -> str:
    """A percentile of seconds, in milliseconds."""
    return f"{loadgen.percentile(values, q) * 1000:.1f} ms"


def main() -> None:
    """Start the stack, run the load, print the figures."""
    with stack() as s:
        url, _ = s.redis(fsync="always")
        # every client comes from 127.0.0.1: the per-address limit would treat 200 players as one
        s.env["RATE_LIMIT_ADDRESS"] = "10000000/minute"
        s.env["EVENTS_HOLD_LIMIT"] = str(GAMES)   # every client holds its game's stream
        s.celery_worker()
        s.spawn([str(BIN / "celery"), "-A", "services.worker.app:celery", "beat", "--loglevel",
                 "WARNING", "--schedule", str(s.tmp / "beat-schedule")], "beat.log")
        base, _ = s.gunicorn("services.gateway:app", health="/readyz")
        host, port = base.removeprefix("http://").split(":")
        client = redis.Redis.from_url(url)
        used_before = client.info("memory")["used_memory"]
        stats = Stats()
        clients, seconds = asyncio.run(run_load(host, int(port), stats))
        games = [g for c in clients for g in c.games]
        report(stats, clients, seconds, memory_per_game(client, games, used_before),
               log_actions(client, games))


if __name__ == "__main__":
    main()
