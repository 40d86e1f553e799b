"""HTTP players for many games at once, as asynchronous clients play: each human seat is one
client on one keep-alive connection that long-polls its game's event feed and, on its turn, GETs
its legal actions and POSTs one of them (random) with `expected_version` and an Idempotency-Key;
the move's answer (Prefer: return=representation) is its next view and legal actions.
Bots fill the other seats (the Celery workers play them). Used by the many-process e2e test
(tests/e2e/test_many_processes.py) and the capacity bench (tests/bench/capacity.py).
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
WAIT_S = 10           # the long-poll's wait: the server answers sooner when the game moves
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

    def moves(self) -> int:
        """Moves acknowledged (POSTs answered 200)."""
        return self.status[("post", 200)]


class Seat:
    """One registered player over one keep-alive connection."""

    def __init__(self, host: str, port: int, tally: Tally, seed: int):
        self.conn = loadgen.Connection(host, port)
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
        """Play this seat of game `gid` until it is finished (True) or `deadline` passes. A move's
        answer carries the seat's new view and legal actions (Prefer: return=representation), so
        the game is read again only after the event feed brought another seat's move."""
        state, legal = None, None
        while time.perf_counter() < deadline:
            if state is None:
                status, state = await self.call("state", "GET", f"/v1/games/{gid}/state")
                if status != 200:
                    return False
                legal = None
            self.seat = state["seat"]
            if state["status"] == "finished":
                return True
            if self.seat in state["active_seats"]:
                played, done = await self.move(gid, legal)
                if played:
                    state, legal = done or (None, None)
                    continue
            await self.call("events", "GET",
                            f"/v1/games/{gid}/events?after={state['version']}&wait={WAIT_S}")
            state = None
        return False

    async def move(self, gid: str, legal: dict | None) -> tuple:
        """One random legal action at the version the legal actions were listed at (read now
        unless a move's answer brought them): (whether the seat had one to play, the answer's
        (state, legal actions), or None when the game must be read again: a refusal)."""
        if not (legal and legal["actions"]):
            status, legal = await self.call("actions", "GET", f"/v1/games/{gid}/actions")
            if status != 200 or not legal["actions"]:
                return False, None
        action = self.rng.choice(legal["actions"])
        status, done = await self.call("post", "POST", f"/v1/games/{gid}/actions",
                                       {"actions": [action], "expected_version": legal["version"]},
                                       {"Prefer": "return=representation"})
        if status != 200:
            return True, None
        self.tally.acked[(gid, self.seat)].append(action)
        return True, (done["state"], done["legal_actions"])


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
