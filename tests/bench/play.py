"""Benchmark clients that play Glück Auf over HTTP as fast as the server lets them.

Each client owns two-seat games and holds both seats' tokens, so some seat of its game can always
act except while the Celery worker scores a shift. Games are prepared between the timed rounds:
created over HTTP, their state read once from Redis (the bench is trusted, like a worker) and played
through locally with the engine (random legal moves, and the same deterministic system steps the
worker will take), so that a timed round only sends ready-made requests: every request it times is a
POST of one action (validate, apply, persist, publish), and the client's own engine work does not
take the two cores' CPU from the server under test. The GET round-trips a real client would add are
left out on purpose: they are not the write path being measured."""
import asyncio
import json
import random
import time
import uuid
from dataclasses import dataclass, field

from shared import engine
from shared.store import keys
from shared.store.codec import loads_packed
from tests.bench.loadgen import Connection

GAME = "glueckauf"
SYSTEM = None   # a script step the Celery worker takes (the client waits for it)


@dataclass
class Script:
    """A prepared game: its id, the version it starts at, and every step to its end in order:
    (path, request bytes) of a POST, or SYSTEM for the worker's step."""

    game_id: str
    version: int
    steps: list = field(default_factory=list)
    done: int = 0


class Client:
    """One benchmark client: its connection, its prepared games and what it measured."""

    def __init__(self, host: str, port: int, redis, seed: int):
        self.conn = Connection(host, port)
        self.redis = redis          # redis.asyncio client: reads each new game's state once
        self.rng = random.Random(seed)
        self.rules = engine.get(GAME)
        self.tokens: list[str] = []
        self.queue: list[Script] = []
        self.script: Script | None = None
        self.latencies: list[float] = []
        self.waits: list[float] = []    # client-observed: last placement acknowledged -> scored
        self.acked = 0.0
        self.games: list[str] = []
        self.finished: list[str] = []

    async def call(self, method: str, path: str, body=None, token=None, expect=(200, 201)) -> dict:
        """A JSON request that must succeed."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        status, _, payload = await self.conn.request(method, path, body, headers)
        if status not in expect:
            raise RuntimeError(f"{method} {path} -> {status}: {payload[:300]!r}")
        return json.loads(payload) if payload else {}

    async def new_game(self) -> Script:
        """Register two players (once), create a two-seat game, join, start; script it."""
        if not self.tokens:
            for name in ("bench-a", "bench-b"):
                self.tokens.append((await self.call("POST", "/v1/players", {"name": name}))["token"])
        game = await self.call("POST", "/v1/games", {"game": GAME, "seats": 2}, self.tokens[0])
        game_id = game["id"]
        await self.call("POST", f"/v1/games/{game_id}/seats", {}, self.tokens[1])
        await self.call("POST", f"/v1/games/{game_id}/start", None, self.tokens[0])
        self.games.append(game_id)
        version, state = await self.redis.mget(keys.game(game_id, "version"),
                                               keys.game(game_id, "state"))
        return self.script_game(game_id, int(version), json.loads(state))

    def script_game(self, game_id: str, version: int, state: dict) -> Script:
        """Play the game to its end locally: the requests to send and the worker's steps."""
        script, path, rules = Script(game_id, version), f"/v1/games/{game_id}/actions", self.rules
        while not rules.is_over(state):
            if rules.awaiting_system(state):
                seat, action = None, rules.legal_actions(state, None)[0]
                script.steps.append(SYSTEM)
            else:
                seat = min(rules.active_seats(state))
                action = self.rng.choice(rules.legal_actions(state, seat))
                body = json.dumps({"actions": [action], "expected_version": version}).encode()
                script.steps.append((path, self.conn.encode(
                    "POST", path, body, {"Authorization": f"Bearer {self.tokens[seat]}",
                                         "Idempotency-Key": uuid.uuid4().hex})))
            state, _ = rules.apply(state, seat, action)
            version += 1
        return script

    async def top_up(self, steps: int) -> None:
        """Prepare games until at least `steps` steps are ready (done between timed rounds)."""
        def ready() -> int:
            pending = [self.script] if self.script else []
            return sum(len(s.steps) - s.done for s in pending + self.queue)
        while ready() < steps:
            self.queue.append(await self.new_game())

    async def wait_for_worker(self, timeout: float = 10.0) -> None:
        """Wait until the Celery worker has committed the system step (the version moves on; a game
        its last step finished may already be compacted, its version key gone)."""
        script, deadline = self.script, time.monotonic() + timeout
        key = keys.game(script.game_id, "version")
        while (version := await self.redis.get(key)) is not None and int(version) == script.version:
            if time.monotonic() > deadline:
                raise RuntimeError(f"worker did not score {script.game_id} within {timeout}s")
            await asyncio.sleep(0.002)
        self.waits.append(time.perf_counter() - self.acked)
        script.version += 1
        script.done += 1

    async def move(self) -> None:
        """POST the next prepared action."""
        script = self.script
        path, request = script.steps[script.done]
        start = time.perf_counter()
        status, _, payload = await self.conn.send(request)
        self.acked = time.perf_counter()
        self.latencies.append(self.acked - start)
        if status != 200:
            raise RuntimeError(f"POST {path} -> {status}: {payload[:300]!r}")
        script.version += 1
        script.done += 1

    async def step(self) -> bool:
        """Take the next step of the current game (the next game when it ended); True for a POST."""
        script = self.script
        if script is None or script.done == len(script.steps):
            if script is not None:
                self.finished.append(script.game_id)
            self.script = self.queue.pop(0) if self.queue else await self.new_game()
            return False
        if script.steps[script.done] is SYSTEM:
            await self.wait_for_worker()
            return False
        await self.move()
        return True

    def next_is_system(self) -> bool:
        """True when the next step of the current game is the worker's."""
        script = self.script
        return bool(script and script.done < len(script.steps)
                    and script.steps[script.done] is SYSTEM)

    async def drain(self) -> None:
        """Wait out a shift scoring the last POST began, so that none spills into what follows."""
        if self.next_is_system():
            await self.wait_for_worker()

    async def play(self, deadline: float) -> int:
        """Play until `deadline` (perf_counter), then drain; return the number of actions POSTed."""
        posted = 0
        while time.perf_counter() < deadline:
            posted += await self.step()
        await self.drain()
        return posted


def scoring_latencies(log: list, since_ms: int = 0, until_ms: int = 1 << 62) -> list[float]:
    """Seconds from the write that left a shift waiting for scoring to the worker's scoring write,
    from the ids Redis gave the log entries (its own millisecond clock), within a time window."""
    out = []
    for (prev_id, _), (entry_id, fields) in zip(log, log[1:]):
        before, after = int(prev_id.split(b"-")[0]), int(entry_id.split(b"-")[0])
        entry = loads_packed(fields[b"e"])
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
    """Sequential POSTs by one client (nothing else running): (POSTs, Redis commands they caused).
    A fresh game, so that they all come before its first shift scoring (the worker's commands)."""
    script = client.script
    if script is not None and script.done == len(script.steps):
        client.finished.append(script.game_id)   # it ended: counted before it is replaced
    client.script = await client.new_game()
    before, done = command_counts(redis), 0
    while done < moves and not client.next_is_system():
        done += await client.step()
    after = command_counts(redis)
    return done, {k: after[k] - before.get(k, 0) for k in after if after[k] != before.get(k, 0)}


async def idle_scoring(client: Client, shifts: int = 4, cap: float = 30.0) -> list[float]:
    """One client alone plays until the worker has scored `shifts` shifts: the scoring latency
    without 31 other clients competing for the CPU (client-observed, seconds)."""
    await client.top_up(400)
    client.waits.clear()
    deadline = time.perf_counter() + cap
    while len(client.waits) < shifts and time.perf_counter() < deadline:
        await client.step()
    return list(client.waits)
