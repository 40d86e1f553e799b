"""HTTP players for many games at once, as well-made asynchronous clients play: each human seat
reads its game once, then follows it on one held Server-Sent Events stream (GET /events, its own
keep-alive connection, reopened with the last id when the server ends it) and, on its turn, GETs its
legal actions and POSTs one of them (random) with `expected_version`, an Idempotency-Key and
Prefer: return=representation, whose answer is its next view and legal actions. The stream's
entries say who may act after each one that changed it (`active_seats`), so a seat makes no request
while others play. Bots fill the other seats (the Celery workers play them). Used by the
many-process e2e test (tests/e2e/test_many_processes.py) and the capacity bench
(tests/bench/capacity.py).
"""
import asyncio
import json
import random
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from tests.bench import loadgen

DROPPED = (ConnectionError, asyncio.IncompleteReadError, OSError)
WAIT_S = 10           # most seconds a seat waits for its table to change before it looks again
STREAM_S = 30         # a stream's hold (the server's EVENTS_WAIT caps it): then it reconnects
# what a request may answer without it being an error (409: another seat moved between the GET
# of the legal actions and the POST, a refusal a client handles by reading the game again; 429 on
# /events: the process holds EVENTS_HOLD_LIMIT waiting requests already, retry after Retry-After)
EXPECTED = {"lobby": {200, 201}, "state": {200}, "actions": {200}, "events": {200, 429},
            "post": {200, 409}, "record": {200}}


@dataclass
class Tally:
    """What every client saw: answers by kind and status, errors, the moves acknowledged."""
    status: Counter = field(default_factory=Counter)        # (kind, status) -> count
    errors: list = field(default_factory=list)              # "kind status: detail", verbatim
    acked: dict = field(default_factory=lambda: defaultdict(list))   # (game, seat) -> actions
    latencies: dict = field(default_factory=lambda: defaultdict(list))   # kind -> seconds

    def requests(self) -> int:
        """Requests answered."""
        return sum(self.status.values())

    def by_kind(self) -> Counter:
        """Requests answered, by kind (lobby, state, actions, events, post)."""
        kinds = Counter()
        for (kind, _), count in self.status.items():
            kinds[kind] += count
        return kinds

    def moves(self) -> int:
        """Moves acknowledged (POSTs answered 200)."""
        return self.status[("post", 200)]


class Seat:
    """One registered player over one keep-alive connection."""

    def __init__(self, host: str, port: int, tally: Tally, seed: int):
        self.conn = loadgen.Connection(host, port)
        self.feed = loadgen.Connection(host, port)    # the held event stream's own connection
        self.tally = tally
        self.rng = random.Random(seed)
        self.token = None
        self.seat = None

    async def call(self, kind: str, method: str, path: str, body=None, headers=None):
        """One request; (status, JSON body or None). A status outside EXPECTED[kind], or no
        answer at all, is an error."""
        headers = dict(headers or {})
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        if method == "POST":
            headers["Idempotency-Key"] = uuid.uuid4().hex
        for attempt in (1, 2):
            reused, started = self.conn.writer is not None, time.perf_counter()
            try:
                status, answer_headers, payload = await self.conn.request(method, path, body,
                                                                          headers)
                break
            except DROPPED as exc:
                self.conn.close()
                if not (reused and attempt == 1):   # else an idle keep-alive closed: reconnect
                    self.tally.errors.append(f"{kind} no answer: {method} {path}: {exc!r}")
                    return None, None
        self.tally.latencies[kind].append(time.perf_counter() - started)
        self.tally.status[(kind, status)] += 1
        if status not in EXPECTED[kind]:
            self.tally.errors.append(f"{kind} {status}: {method} {path}: {payload[:300]!r}")
        if status == 429:
            await asyncio.sleep(float(answer_headers.get("retry-after", "1")))
        return status, _json(payload)

    async def register(self, name: str) -> None:
        """A new player; its bearer token is sent from now on."""
        _, body = await self.call("lobby", "POST", "/v1/players", {"name": name})
        self.token = body["token"]

    async def play(self, gid: str, deadline: float) -> bool:
        """Play this seat of game `gid` until it is finished (True) or `deadline` passes: the
        game read once, then followed on one held event stream; the legal actions read when the
        seat's turn comes (a move's answer brings the next ones: Prefer: return=representation);
        the game read again only when the stream says nobody may act (a system step, or the end)."""
        status, state = await self.call("state", "GET", f"/v1/games/{gid}/state")
        if status != 200:
            return False
        self.seat, table = state["seat"], Table(state)
        feed = asyncio.create_task(self.follow(gid, table, deadline))
        try:
            return await self.turns(gid, table, deadline)
        finally:
            feed.cancel()
            self.feed.close()   # ends the held stream; the next game opens its own

    async def turns(self, gid: str, table: "Table", deadline: float) -> bool:
        """The seat's moves as its turns come, until the game is over (True) or `deadline`."""
        legal = None
        while time.perf_counter() < deadline:
            table.changed.clear()
            if table.unsure:   # nobody may act: a system step, or the game is over
                status, state = await self.call("state", "GET", f"/v1/games/{gid}/state")
                if status != 200:
                    return False
                table.take_state(state)
            if table.finished:
                return True
            if self.seat in table.active:
                legal, moved = await self.move(gid, table, legal)
                if moved:
                    continue
            await table.wait(min(WAIT_S, max(0.0, deadline - time.perf_counter())))
        return False

    async def move(self, gid: str, table: "Table", legal: dict | None) -> tuple:
        """One random legal action at the version it was listed at (the legal actions read now
        unless a move's answer brought them for the version the seat knows): (the legal actions
        for the next move or None, whether a move was sent)."""
        if legal is None or legal["version"] < table.version:
            status, legal = await self.call("actions", "GET", f"/v1/games/{gid}/actions")
            if status != 200:
                return None, False
        if not legal["actions"]:
            return legal, False
        action = self.rng.choice(legal["actions"])
        status, done = await self.call("post", "POST", f"/v1/games/{gid}/actions",
                                       {"actions": [action], "expected_version": legal["version"]},
                                       {"Prefer": "return=representation"})
        if status != 200:
            return None, True     # (409: another seat moved first; read the actions again)
        self.tally.acked[(gid, self.seat)].append(action)
        table.take_state(done["state"])
        return done["legal_actions"], True

    async def follow(self, gid: str, table: "Table", deadline: float) -> None:
        """Hold the game's event stream (again from the last version when the server ends it)
        and tell `table` of every entry, until the game is over or `deadline` passes."""
        while time.perf_counter() < deadline and not table.finished:
            status, seconds, problem = await hold_stream(self.feed, self.token, gid, table)
            self.tally.latencies["events"].append(seconds)
            self.tally.status[("events", status)] += 1
            if problem or status not in EXPECTED["events"]:
                self.tally.errors.append(problem or f"events {status}: {gid}")
                return


async def hold_stream(conn: loadgen.Connection, token: str, gid: str, table: "Table") -> tuple:
    """One held SSE request of the game's events after the version `table` knows, each entry
    told to `table`, until the server ends it: (status, or None when the connection dropped;
    seconds held; what went wrong, or None). After a 429 it waits as Retry-After says."""
    path = f"/v1/games/{gid}/events?after={table.version}&wait={STREAM_S}"
    started = time.perf_counter()
    try:
        async for event in loadgen.events(conn, path, {"Authorization": f"Bearer {token}"}):
            table.take_entry(json.loads(event["data"]))
        status, problem = 200, None
    except loadgen.Refused as refused:
        status, problem = refused.status, None
        if status == 429:
            await asyncio.sleep(float(refused.headers.get("retry-after", "1")))
    except DROPPED as exc:
        conn.close()
        status, problem = None, f"events dropped: {path}: {exc!r}"
    return status, time.perf_counter() - started, problem


class Table:
    """What a seat knows of its game: the version, who may act and whether it is over, from the
    state read at the start, its own moves' answers and the event stream, whichever is newest."""

    def __init__(self, state: dict):
        self.version, self.active, self.finished, self.unsure = -1, [], False, False
        self.changed = asyncio.Event()
        self.take_state(state)

    def take_state(self, state: dict) -> None:
        """A state document (GET state, or a move's answer), unless the table knows a later one."""
        if state["version"] < self.version:
            return
        self.version, self.active = state["version"], state["active_seats"]
        self.finished, self.unsure = state["status"] == "finished", False
        self.changed.set()

    def take_entry(self, entry: dict) -> None:
        """A feed entry: a later version, and who may act after it when it changed that."""
        if entry["version"] <= self.version:
            return
        self.version = entry["version"]
        if "active_seats" in entry:
            self.active = entry["active_seats"]
            self.unsure = not self.active
        self.changed.set()

    async def wait(self, seconds: float) -> None:
        """Until the table changes, or `seconds` pass."""
        try:
            await asyncio.wait_for(self.changed.wait(), seconds)
        except TimeoutError:
            pass


async def open_game(seats: list[Seat], spec: dict, bots: list[str]) -> str:
    """A game created by the first seat, joined by the others, bots at `bots` levels in the
    remaining seats, started; its id."""
    host = seats[0]
    _, game = await host.call("lobby", "POST", "/v1/games", {**spec, "join": True})
    gid = game["id"]
    for other in seats[1:]:
        # the load's games replay known deals: its players accept the chosen seed
        await other.call("lobby", "POST", f"/v1/games/{gid}/seats", {"accept_chosen_seed": True})
    for level in bots:
        await host.call("lobby", "POST", f"/v1/games/{gid}/bots", {"level": level})
    await host.call("lobby", "POST", f"/v1/games/{gid}/start")
    return gid


async def play_game(seats: list[Seat], gid: str, deadline: float) -> bool:
    """Every human seat of one game plays until it is finished; True if it finished in time."""
    return all(await asyncio.gather(*(seat.play(gid, deadline) for seat in seats)))


def _json(payload: bytes):
    try:
        return json.loads(payload) if payload else None
    except ValueError:     # not JSON: a gateway's error page, already counted as an error
        return None


def close(tables: list[list[Seat]]) -> None:
    """Close every client's connection."""
    for seats in tables:
        for seat in seats:
            seat.conn.close()
            seat.feed.close()
