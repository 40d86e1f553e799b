"""gunicorn settings shared by `make run`, docker-compose, Kubernetes and the HTTP benchmark.

gevent workers (shared/api/serving.py): a greenlet per connection; short requests run at most
PITHEAD_SHORT_SLOTS (6) at once per worker, the others in arrival order, and a long-poll or SSE
stream of `GET /v1/games/{id}/events` waits on a greenlet of its own, never a short request's slot
or a whole worker process, so slow clients cannot starve the API. Every knob is an environment
variable.
"""
import os
import shutil
import tempfile

# Not $PORT: honcho sets PORT for every process it starts.
bind = os.environ.get("PITHEAD_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = os.environ.get("PITHEAD_WORKER_CLASS", "shared.api.serving.BalancedGeventWorker")
# connections (so greenlets) a worker holds at once, held /events requests included
worker_connections = int(os.environ.get("PITHEAD_CONNECTIONS", "1000"))
# A long-poll holds a request up to ~30 s; the worker heartbeat must outlast it.
timeout = int(os.environ.get("PITHEAD_TIMEOUT", "60"))
graceful_timeout = int(os.environ.get("PITHEAD_GRACEFUL_TIMEOUT", "5"))
keepalive = int(os.environ.get("PITHEAD_KEEPALIVE", "5"))
backlog = 2048
# What gunicorn reads before the app sees a request; past these it refuses (414 a request line, 431
# a header or too many), as problem+json (shared/api/refusals.py). gunicorn's defaults, stated: the
# longest request line the API documents (a game id and every query parameter of a route) is
# under 200 bytes, and the nginx gateway refuses above 8 KB itself (deploy/nginx).
limit_request_line = int(os.environ.get("PITHEAD_LIMIT_REQUEST_LINE", "4094"))
limit_request_fields = int(os.environ.get("PITHEAD_LIMIT_REQUEST_FIELDS", "100"))
limit_request_field_size = int(os.environ.get("PITHEAD_LIMIT_REQUEST_FIELD_SIZE", "8190"))
# Access log off by default (it costs throughput); PITHEAD_ACCESS_LOG=- prints it to stdout.
accesslog = os.environ.get("PITHEAD_ACCESS_LOG") or None
errorlog = "-"
loglevel = os.environ.get("PITHEAD_LOG_LEVEL", "info")
# Behind the nginx gateway (compose, Kubernetes) trust X-Forwarded-* from it.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
proc_name = os.environ.get("PITHEAD_PROC_NAME", "pithead")
# gunicorn's control socket defaults to one path per user ($HOME/.gunicorn/gunicorn.ctl), which two
# servers on one machine (tests, the benchmark) would fight over: off unless a path is given.
control_socket = os.environ.get("PITHEAD_CONTROL_SOCKET", "")
control_socket_disable = not control_socket


# With several workers /metrics must add up all of them: Prometheus multiprocess mode, in a fresh
# directory per server unless PROMETHEUS_MULTIPROC_DIR names one. Set here, as the config loads:
# prometheus_client picks its mode when first imported, and the master imports it (through the
# worker class) before on_starting runs; set there, every worker counted in memory of its own and
# the collector read an empty directory, so /metrics answered nothing (the many-process test).
_own_metrics_dir = None
if workers > 1 and not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    _own_metrics_dir = tempfile.mkdtemp(prefix="pithead-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = _own_metrics_dir


def on_starting(server):
    """The board the workers spread connections by (shared/api/serving.py), and gunicorn's own
    refusals (414, 431, 400) written as problem+json (shared/api/refusals.py); the workers fork
    from this process, so they inherit both."""
    from shared.api import refusals, serving
    serving.install_board()
    refusals.install()


def child_exit(server, worker):
    """Drop a dead worker's Prometheus files when multiprocess metrics are on."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess
        multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    """Remove the metrics directory this server made."""
    if _own_metrics_dir:
        shutil.rmtree(_own_metrics_dir, ignore_errors=True)


def post_worker_init(worker):
    """Freeze what the loaded app holds (gc.freeze): the collector's full passes then scan only
    what requests allocate, not the ~75,000 objects of Flask, Celery and the games, whose scan
    (~20 ms, every thread stopped) showed in the tail latency."""
    import gc
    gc.collect()
    gc.freeze()
