"""The gunicorn worker class (shared/api/serving.py) under real gunicorn: new keep-alive connections
are spread evenly over the workers, and an SSE stream is pushed what is written. (That held /events
requests take no short request's slot is test_held_long_polls_do_not_starve_the_api in
tests/e2e/test_async_play.py.)"""
import http.client
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

from shared.redis_server import free_port

from tests.e2e.conftest import BIN, ROOT, _spawn, _stop, _wait_http

WORKERS, CONNECTIONS = 2, 16


def _worker_of(conn: http.client.HTTPConnection) -> str:
    """Which worker process answered on this connection: the per-process prefix of the request
    ids the API makes (observability.RequestIds)."""
    conn.request("GET", "/healthz")
    response = conn.getresponse()
    response.read()
    assert response.status == 200
    return response.getheader("X-Request-Id")[:16]


def _wait_for_every_worker(port: int, within_s: float = 60) -> None:
    """Until each worker has answered once: /healthz answers as soon as the first has booted, and
    on a loaded machine the second may boot seconds later (until then the first rightly takes every
    connection: a worker defers only to a live one)."""
    seen, deadline = set(), time.monotonic() + within_s
    while len(seen) < WORKERS:
        assert time.monotonic() < deadline, f"only {len(seen)} of {WORKERS} workers answered"
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        seen.add(_worker_of(conn))
        conn.close()
        time.sleep(0.05)


def test_keep_alive_connections_are_spread_over_the_workers(redis_url):
    port, logs = free_port(), Path(tempfile.mkdtemp(prefix="pithead-serving-"))
    env = {**os.environ, "REDIS_URL": redis_url, "PITHEAD_BIND": f"127.0.0.1:{port}",
           "WEB_CONCURRENCY": str(WORKERS), "PYTHONPATH": str(ROOT), "LOG_LEVEL": "WARNING"}
    proc = _spawn([str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", "services.gateway:app"],
                  env, logs / "api.log")
    conns = []
    try:
        _wait_http(f"http://127.0.0.1:{port}/healthz", proc, logs / "api.log")
        _wait_for_every_worker(port)
        for _ in range(CONNECTIONS):   # opened one after another, each kept alive
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conns.append((conn, _worker_of(conn)))
        held = Counter(worker for _, worker in conns)
        # every connection still answers on the worker that accepted it
        assert all(_worker_of(conn) == worker for conn, worker in conns)
    finally:
        for conn, _ in conns:
            conn.close()
        _stop(proc)
    print(f"\nconnections per worker: {sorted(held.values())}")
    assert len(held) == WORKERS and max(held.values()) - min(held.values()) <= 2, held


def test_an_sse_stream_is_pushed_a_write_while_other_requests_go_on(client, new_client):
    """On the real worker class an SSE stream really streams: while it waits, other requests on
    the same worker answer, and a write reaches it as an event within seconds."""
    import threading
    import time
    game = client.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2}).json()
    gid, version = game["id"], game["version"]
    stream = client.http.get(f"{client.base}/v1/games/{gid}/events",
                             params={"after": version, "wait": 10}, stream=True, timeout=15,
                             headers={"Accept": "text/event-stream"})
    assert stream.status_code == 200
    assert stream.headers["Content-Type"].startswith("text/event-stream")
    got = []

    def read():
        for line in stream.iter_lines(decode_unicode=True):
            if line.startswith("id: "):
                got.append((time.monotonic(), int(line[4:])))
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    for _ in range(10):   # the stream is open and waiting; these must not queue behind it
        assert client.call("GET", f"/v1/games/{gid}").ok
    written = time.monotonic()
    assert new_client().call("POST", f"/v1/games/{gid}/seats").ok
    reader.join(timeout=10)
    stream.close()
    assert got and got[0][1] == version + 1
    assert got[0][0] - written < 5
