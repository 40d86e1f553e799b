"""`make bench` (in-process part): where a POSTed move's API CPU goes, without gunicorn.

The gateway app is called as a WSGI callable in this process, one request at a time, against a real
Redis (AOF `always`): CPU per POST in all, and the CPU of its parts, next to a minimal Flask
hello-world called the same way. The HTTP part (tests/bench/http.py) measures the same path
under gunicorn; the difference is gunicorn's own work and the threads'.

It also splits the POST in two: what any route serving a move must do whatever it is built on
(the move's handling with its one round trip, the answer's documents and JSON) and what the
Flask app around it adds (request context, routing, the services' hooks, the views' wrappers,
the body's schema): the most a route outside Flask's per-request machinery could save (issue 31).
"""
import json
import os
import random
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

from werkzeug.test import EnvironBuilder

from shared import engine, redis_server

POSTS = int(os.environ.get("BENCH_INPROCESS_POSTS", "1500"))
_spent: Counter = Counter()


def timed(owner, name: str, label: str) -> None:
    """Wrap `owner.name` so the thread CPU it uses is added up under `label`."""
    func = getattr(owner, name)

    def wrapper(*args, **kwargs):
        began = time.thread_time()
        try:
            return func(*args, **kwargs)
        finally:
            _spent[label] += time.thread_time() - began
    setattr(owner, name, wrapper)


class Caller:
    """Calls a WSGI app with a built environ; (status, body). `building` is the CPU the last
    call spent making its environ (a server's work, not the app's: left out of the figures)."""

    def __init__(self, app):
        self.app = app
        self.building = 0.0

    def __call__(self, method: str, path: str, body=None, headers=None) -> tuple[int, bytes]:
        began = time.thread_time()
        env = EnvironBuilder(method=method, path=path, headers=headers or {},
                             data=None if body is None else json.dumps(body),
                             content_type="application/json").get_environ()
        env["REMOTE_ADDR"] = "127.0.0.1"
        self.building = time.thread_time() - began
        status = []
        payload = b"".join(self.app(env, lambda s, h, e=None: status.append(int(s[:3]))))
        return status[0], payload


def new_game(call, redis) -> tuple[list, str, int, dict]:
    """Two players, a started two-seat game: (tokens, id, version, state)."""
    from shared.store import keys
    tokens = [json.loads(call("POST", "/v1/players", {"name": n})[1])["token"] for n in "ab"]
    auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
    gid = json.loads(call("POST", "/v1/games", {"game": "glueckauf", "seats": 2}, auth[0])[1])["id"]
    call("POST", f"/v1/games/{gid}/seats", {}, auth[1])
    call("POST", f"/v1/games/{gid}/start", None, auth[0])
    version, state = redis.mget(keys.game(gid, "version"), keys.game(gid, "state"))
    return auth, gid, int(version), json.loads(state)


def play(call, redis, posts: int, rng) -> float:
    """POST `posts` random legal moves (new games as needed); CPU seconds per POST."""
    rules, spent, done = engine.get("glueckauf"), 0.0, 0
    auth, gid, version, state = new_game(call, redis)
    while done < posts:
        if rules.is_over(state) or rules.awaiting_system(state):
            auth, gid, version, state = new_game(call, redis)
            continue
        seat = min(rules.active_seats(state))
        action = rng.choice(rules.legal_actions(state, seat))
        headers = {**auth[seat], "Idempotency-Key": uuid.uuid4().hex,
                   "Prefer": "return=representation"}    # as the clients send it
        began = time.thread_time()
        status, payload = call("POST", f"/v1/games/{gid}/actions",
                               {"actions": [action], "expected_version": version}, headers)
        spent += time.thread_time() - began - call.building
        assert status == 200, payload
        state, _ = rules.apply(state, seat, action)
        version, done = version + 1, done + 1
    return spent / posts


def reference_cost(name: str, requests: int = 3000) -> float:
    """CPU seconds per request of a reference app of the HTTP bench (tests/bench/references.py),
    called the same way."""
    from tests.bench import floor, references
    app = floor.create_app() if name == "floor" else references.create_flask_hello()
    call, spent = Caller(app), 0.0
    for i in range(200 + requests):
        began = time.thread_time()
        call(*references.request_of(name, i % floor.GAMES))
        if i >= 200:
            spent += time.thread_time() - began - call.building
    return spent / requests


GATE = "rate limits + token + read-ahead (round trip 1, or the gate of the one-trip commit)"
MOVE = "the move's handling: rules, its one round trip, events"
ANSWER = "the answer: its documents and JSON"


def report_split(per_post: float, own: dict) -> None:
    """Print what a move's route must do on any framework, and what the Flask app adds."""
    needed = sum(own.values())
    print(f"  any route's share (token, limits and gate {own[GATE] * 1e6:.0f} us, the move's "
          f"handling {own[MOVE] * 1e6:.0f} us, its answer {own[ANSWER] * 1e6:.0f} us): "
          f"{needed * 1e6:.0f} us")
    print(f"  the Flask app's share (context, routing, hooks, wrappers, body schema): "
          f"{(per_post - needed) * 1e6:.0f} us, {(per_post - needed) / per_post:.0%} of the POST")


def main() -> None:
    """Print CPU per POST, its parts, and the hello-world's, in this process."""
    proc, url = redis_server.start(Path(tempfile.mkdtemp(prefix="pithead-inproc-")), fsync="always")
    os.environ.update(REDIS_URL=url, LOG_LEVEL="WARNING",
                      RATE_LIMIT_TOKEN="100000000/minute", RATE_LIMIT_ADDRESS="100000000/minute")
    try:
        import redis

        from services.gateway import create_gateway
        from services.rules import views
        from shared.api import first_trip, onetrip
        from shared.domain import moves
        from shared.engine.contract import Ruleset
        from shared.store.games import GameStore
        timed(first_trip, "first_trip", GATE)
        timed(GameStore, "commit", "commit script + webhooks read (round trip 2)")
        timed(Ruleset, "apply_batch", "rules: apply the move")
        timed(moves, "check_actions", "the game's action shapes: check the move")
        timed(onetrip.OneTrip, "run", MOVE)
        timed(views, "representation", ANSWER)
        timed(views, "json_response", ANSWER)
        call, client, rng = Caller(create_gateway()), redis.Redis.from_url(url), random.Random(1)
        play(call, client, 200, rng)   # warm-up
        _spent.clear()
        per_post = play(call, client, POSTS, rng)
        print(f"in-process ({POSTS} POSTs, one at a time, Redis AOF always; CPU of the app, the "
              "test environ's making left out):")
        print(f"  POST, all of it: {per_post * 1e6:.0f} us")
        own = {label: _spent.pop(label, 0.0) / POSTS for label in (MOVE, ANSWER)}
        own[GATE] = _spent[GATE] / POSTS
        for label, seconds in _spent.most_common():
            print(f"    {label}: {seconds / POSTS * 1e6:.0f} us")
        report_split(per_post, own)
        print(f"  floor (the move's Redis work alone, tests/bench/floor.py): "
              f"{reference_cost('floor') * 1e6:.0f} us")
        print(f"  Flask hello-world, all of it: {reference_cost('flask') * 1e6:.0f} us")
    finally:
        proc.terminate()
        proc.wait()


if __name__ == "__main__":
    main()
