"""The gunicorn worker class (shared/api/serving.py) under real gunicorn: new keep-alive connections
are spread evenly over the workers. (That held /events requests take no short request's slot is
tests/e2e/test_async_play.py's test_held_long_polls_do_not_starve_the_api.)"""
import http.client
import os
import tempfile
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


def test_keep_alive_connections_are_spread_over_the_workers(redis_url):
    port, logs = free_port(), Path(tempfile.mkdtemp(prefix="pithead-serving-"))
    env = {**os.environ, "REDIS_URL": redis_url, "PITHEAD_BIND": f"127.0.0.1:{port}",
           "WEB_CONCURRENCY": str(WORKERS), "PYTHONPATH": str(ROOT), "LOG_LEVEL": "WARNING"}
    proc = _spawn([str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", "services.gateway:app"],
                  env, logs / "api.log")
    conns = []
    try:
        _wait_http(f"http://127.0.0.1:{port}/healthz", proc, logs / "api.log")
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
