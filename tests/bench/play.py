"""Benchmark clients that play Glück Auf over HTTP as fast as the server lets them.

Each client owns a two-seat game and holds both seats' tokens, so some seat of its game can always
act except while the Celery worker scores a shift. It tracks the state locally with the engine (read
once from Redis, then advanced by the same deterministic `apply` the server runs), so every request
it times is a POST of one action: validate, apply, persist, publish. The GET round-trips a real client
would add are left out on purpose: they are not the write path being measured."""
import asyncio
import json
import random
import time
import uuid

from shared import engine
from shared.store import keys
from tests.bench.loadgen import Connection

GAME = "glueckauf"


class Client:
    """One benchmark client: its connection, its current game and what it measured."""

    def __init__(self, host: str, port: int, redis, seed: int):
        self.conn = Connection(host, port)
        self.redis = redis          # redis.asyncio client: reads the state once per game and shift
        self.rng = random.Random(seed)
        self.rules = engine.get(GAME)
        self.tokens: list[str] = []
        self.game_id = None
        self.state = None
        self.version = 0
        self.latencies: list[float] = []
        self.waits: list[float] = []    # client-observed: last placement acknowledged -> scored
        self.acked = self.round_start = 0.0
        self.games: list[str] = []
        self.finished: list[str] = []

    async def call(self, method: str, path: str, body=None, token=None, expect=(200, 201)) -> dict:
        """A JSON request that must succeed."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        status, _, payload = await self.conn.request(method, path, body, headers)
        if status not in expect:
            raise RuntimeError(f"{method} {path} -> {status}: {payload[:300]!r}")
        return json.loads(payload) if payload else {}

    async def new_game(self) -> None:
        """Register two players, create a two-seat game, join, start; load its state."""
        if not self.tokens:
            for name in ("bench-a", "bench-b"):
                self.tokens.append((await self.call("POST", "/v1/players", {"name": name}))["token"])
        game = await self.call("POST", "/v1/games", {"game": GAME, "seats": 2}, self.tokens[0])
        self.game_id = game["id"]
        await self.call("POST", f"/v1/games/{self.game_id}/seats", {}, self.tokens[1])
        await self.call("POST", f"/v1/games/{self.game_id}/start", None, self.tokens[0])
        self.games.append(self.game_id)
        await self.reload()

    async def reload(self) -> None:
        """Read the game's version and full state from Redis (the bench is trusted, like a worker)."""
        version, state = await self.redis.mget(keys.game(self.game_id, "version"),
                                               keys.game(self.game_id, "state"))
        self.version, self.state = int(version), json.loads(state)

    async def wait_for_worker(self, timeout: float = 10.0) -> None:
        """Wait until the Celery worker has committed the system step (the version moves on)."""
        deadline = time.monotonic() + timeout
        key = keys.game(self.game_id, "version")
        while int(await self.redis.get(key)) == self.version:
            if time.monotonic() > deadline:
                raise RuntimeError(f"worker did not score {self.game_id} within {timeout}s")
            await asyncio.sleep(0.002)
        if self.acked >= self.round_start:  # a wait begun in an earlier round spans a hello round
            self.waits.append(time.perf_counter() - self.acked)
        await self.reload()

    async def move(self) -> None:
        """POST one random legal action for the active seat and advance the local state."""
        seat = min(self.rules.active_seats(self.state))
        action = self.rng.choice(self.rules.legal_actions(self.state, seat))
        body = {"actions": [action], "expected_version": self.version}
        headers = {"Authorization": f"Bearer {self.tokens[seat]}", "Idempotency-Key": uuid.uuid4().hex}
        start = time.perf_counter()
        status, _, payload = await self.conn.request("POST", f"/v1/games/{self.game_id}/actions",
                                                     body, headers)
        self.acked = time.perf_counter()
        self.latencies.append(self.acked - start)
        if status != 200:
            raise RuntimeError(f"POST actions -> {status}: {payload[:300]!r}")
        self.state, _ = self.rules.apply(self.state, seat, action)
        self.version = json.loads(payload)["version"]

    async def play(self, deadline: float) -> int:
        """Play until `deadline` (perf_counter); return the number of actions POSTed."""
        posted, self.round_start = 0, time.perf_counter()
        while time.perf_counter() < deadline:
            if self.game_id is None or self.rules.is_over(self.state):
                if self.game_id is not None:
                    self.finished.append(self.game_id)
                await self.new_game()
            elif self.rules.awaiting_system(self.state):
                await self.wait_for_worker()
            else:
                await self.move()
                posted += 1
        return posted


def scoring_latencies(log: list, since_ms: int = 0, until_ms: int = 1 << 62) -> list[float]:
    """Seconds from the write that left a shift waiting for scoring to the worker's scoring write,
    from the ids Redis gave the log entries (its own millisecond clock), within a time window."""
    out = []
    for (prev_id, _), (entry_id, fields) in zip(log, log[1:]):
        before, after = int(prev_id.split(b"-")[0]), int(entry_id.split(b"-")[0])
        entry = json.loads(fields[b"e"])
        if since_ms <= before and after <= until_ms and entry.get("actor") == "system" and any(
                e.get("type") == "ShiftScored" for e in entry.get("events", ())):
            out.append((after - before) / 1000)
    return out


def bytes_of_game(redis, game_id: str) -> int:
    """What Redis holds for one game: MEMORY USAGE over all its keys (state, log, idempotency...)."""
    pattern = keys.game(game_id, "*").replace("[", "\\[")
    return sum(redis.memory_usage(key, samples=0) or 0 for key in redis.scan_iter(match=pattern))


def command_counts(redis) -> dict[str, int]:
    """Calls per command so far (INFO commandstats; commands run inside Lua scripts count too)."""
    return {name.removeprefix("cmdstat_"): stats["calls"]
            for name, stats in redis.info("commandstats").items()}


async def probe_commands(client: Client, redis, moves: int = 20) -> tuple[int, dict]:
    """Sequential POSTs by one client (nothing else running): (POSTs, Redis commands they caused)."""
    if client.game_id is None or client.rules.is_over(client.state):
        await client.new_game()
    before, done = command_counts(redis), 0
    while done < moves and not client.rules.is_over(client.state) \
            and not client.rules.awaiting_system(client.state):
        await client.move()
        done += 1
    after = command_counts(redis)
    return done, {k: after[k] - before.get(k, 0) for k in after if after[k] != before.get(k, 0)}


async def idle_scoring(client: Client, shifts: int = 4, cap: float = 30.0) -> list[float]:
    """One client alone plays until the worker has scored `shifts` shifts: the scoring latency
    without 31 other clients competing for the CPU (client-observed, seconds)."""
    client.waits.clear()
    client.round_start = time.perf_counter()
    deadline = client.round_start + cap
    while len(client.waits) < shifts and time.perf_counter() < deadline:
        if client.game_id is None or client.rules.is_over(client.state):
            await client.new_game()
        elif client.rules.awaiting_system(client.state):
            await client.wait_for_worker()
        else:
            await client.move()
    return list(client.waits)
