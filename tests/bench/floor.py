"""The floor under a move: a Flask route that sends the Redis commands of `POST .../actions` and
does nothing else, served by the same gunicorn settings as the API (tests/bench/http.py).

Per request, as the API does for a known token: one pipeline with the rate limits (per address and
per token, the same Lua), the token lookup, the Idempotency-Key's in-flight marker and recorded
answer, and the game's read (version, meta, state, turn record); the state parsed; then the commit
script (version check, state, meta, log entry, idempotency record, marker release, publish). No
rules, schemas, authorisation, hooks, events or tasks. Its rate over the hello-world's is the
highest ratio any move with these two round trips can reach on the machine.
"""
import os
import random

import orjson
import redis
from flask import Flask, request

from shared import engine
from shared.api.limits import _HIT, RateLimits, bearer_key, client_address
from shared.store import Idempotency, Lock, keys, token_hash
from shared.store.games import _COMMIT, GameStore, queue_commit, queue_open, read_open
from shared.store.scripts import execute

GAMES = 64
LIMIT = "100000000/minute"


def token_of(n: int) -> str:
    """The bearer token of floor game `n`'s player."""
    return f"floor-token-{n}"


def create_app() -> Flask:
    """The floor app on REDIS_URL, its games set up (once, whichever worker comes first)."""
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    store = GameStore(client)
    limits = RateLimits(LIMIT, "address"), RateLimits(LIMIT, "token")
    _set_up(client)
    app = Flask("floor")

    @app.get("/")
    def ready():
        return {"games": GAMES}

    @app.post("/floor/<int:n>")
    def move(n: int):
        return {"version": _move(client, store, limits, n)}

    known: dict = {}   # game id -> its version, as this process last wrote it

    @app.post("/floor1/<int:n>")
    def move_at_once(n: int):
        return {"version": _move_at_once(client, limits, known, n)}

    return app


def _move(client, store: GameStore, limits: tuple, n: int) -> int:
    """One move's Redis work on floor game `n`: the limits' pipeline, then the commit."""
    body, token, idem = _posted()
    game_id, player_id = f"floor-{n}", f"floor-player-{n}"
    marker = keys.marker(f"player:{player_id} POST /v1/games/{game_id}/actions", idem, game_id)
    lock = Lock(marker, idem, 30_000, game_id)

    def build(pipe):
        _queue_limits(pipe, limits, token)
        queue_open(pipe, game_id, lock, player_id, idem)
        return [_HIT]   # loaded on NOSCRIPT, as the API's first round trip does

    _, _, snapshot = read_open(execute(client, build)[3:], lock, idem, game_id)
    lock.held = True   # the marker holds our token even if a NOSCRIPT retry found it taken
    entry, record = _written(body, idem, player_id, snapshot.version)
    return store.commit(game_id, snapshot.version, snapshot.meta, snapshot.state, entry, record,
                        None, lock)


def _move_at_once(client, limits: tuple, known: dict, n: int) -> int:
    """The best any redesign could do: one round trip per move, the limits, the token lookup and
    the version-checked commit pipelined together on a state this process holds (the move is not
    applied, so the set-up state stands; a stale version costs a second trip)."""
    body, token, idem = _posted()
    game_id, player_id = f"floor-{n}", f"floor-player-{n}"
    if game_id not in known:
        known[game_id] = int(client.get(keys.game(game_id, "version")))
    meta, state = _SET_UP[game_id]
    while True:
        version = known[game_id]
        entry, record = _written(body, idem, player_id, version)

        def build(pipe):
            _queue_limits(pipe, limits, token)
            queue_commit(pipe, game_id, version, meta, state, entry, record, None, None, 86400)
            return [_HIT, _COMMIT]

        status, value = execute(client, build)[3]
        known[game_id] = int(value)
        if status == b"ok":
            return int(value)


def _posted() -> tuple[dict, str, str]:
    """(body, bearer token, Idempotency-Key) of this request."""
    token = request.headers["Authorization"].removeprefix("Bearer ")
    return orjson.loads(request.get_data()), token, request.headers["Idempotency-Key"]


def _queue_limits(pipe, limits: tuple, token: str) -> None:
    """What the API's first round trip queues before the game: both clients' rate-limit counts
    and the token lookup."""
    limits[0].queue(pipe, client_address())
    limits[1].queue(pipe, bearer_key(token))
    pipe.get(keys.token(token_hash(token)))


def _written(body: dict, idem: str, player_id: str, version: int) -> tuple[dict, Idempotency]:
    """The log entry and the recorded answer a move at `version` writes."""
    answer = {"version": version + 1, "actions": body["actions"]}
    entry = {"kind": "actions", "seat": 0, "actions": body["actions"], "events": []}
    return entry, Idempotency(player_id, idem, {"fp": idem, "status": 200, "body": answer})


_SET_UP: dict = {}   # game id -> (meta, state) as set up


def _set_up(client) -> None:
    """A mid-game Glück Auf state per floor game, and each game's player token."""
    rules, rng = engine.get("glueckauf"), random.Random(1)
    state = rules.setup(None, 2, 1)
    for _ in range(40):
        seat = min(rules.active_seats(state))
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    for n in range(GAMES):
        game_id = f"floor-{n}"
        meta = {"game": "glueckauf", "status": "started", "seats": [f"floor-player-{n}", None]}
        client.set(keys.token(token_hash(token_of(n))), f"floor-player-{n}")
        # the version only once (two gunicorn workers set up); meta and state are never changed
        client.set(keys.game(game_id, "version"), 1, nx=True)
        client.mset({keys.game(game_id, "meta"): orjson.dumps(meta),
                     keys.game(game_id, "state"): orjson.dumps(state)})
        _SET_UP[game_id] = meta, state
