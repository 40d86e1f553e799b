"""The reference apps the HTTP benchmark measures the API against, under the same gunicorn settings:
a minimal Flask app with one JSON route (the baseline of the goal's ratio), a bare WSGI callable
(what gunicorn itself costs) and the move's Redis work alone in Flask (tests/bench/floor.py)."""
import asyncio
import time
import uuid

from tests.bench import loadgen

CLIENTS = 32
# name -> gunicorn app target; the first is the baseline of the goal's ratio
APPS = {"flask": "tests.bench.references:create_flask_hello()",
        "wsgi": "tests.bench.references:hello_app",
        "floor": "tests.bench.floor:create_app()",
        "floor1": "tests.bench.floor:create_app()"}


def hello_app(environ, start_response):
    """What gunicorn itself costs: the smallest JSON WSGI app."""
    body = b'{"hello":"world"}'
    start_response("200 OK", [("Content-Type", "application/json"),
                              ("Content-Length", str(len(body)))])
    return [body]


def create_flask_hello():
    """The baseline: a minimal Flask app whose one route answers JSON (what the API is built on)."""
    from flask import Flask
    app = Flask("hello")

    @app.get("/")
    def hello():
        return {"hello": "world"}

    return app


async def reference_round(name: str, host: str, port: int, seconds: float) -> tuple[int, list]:
    """CLIENTS keep-alive clients call the reference app `name` for `seconds`; (requests,
    latencies). The hello apps get `GET /`; the floor gets a move's POST, each client on its game."""
    latencies: list = []
    deadline = time.perf_counter() + seconds

    async def client(n: int):
        conn = await loadgen.Connection(host, port).open()
        try:
            while time.perf_counter() < deadline:
                status, _, _ = await loadgen.timed(conn, latencies, *request_of(name, n))
                assert status == 200, (name, status)
        finally:
            conn.close()

    await asyncio.gather(*(client(n) for n in range(CLIENTS)))
    return len(latencies), latencies


def request_of(name: str, n: int) -> tuple:
    """(method, path, body, headers) of a request to the reference app `name` from client `n`."""
    if name not in ("floor", "floor1"):
        return "GET", "/", None, None
    from tests.bench.floor import token_of
    body = {"actions": [{"type": "place", "space": "pit_cage", "worker": 1}], "expected_version": 0}
    return "POST", f"/{name}/{n}", body, {"Authorization": f"Bearer {token_of(n)}",
                                         "Idempotency-Key": uuid.uuid4().hex}
