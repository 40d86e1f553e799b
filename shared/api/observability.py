"""Health, readiness, Prometheus metrics and JSON logs, the same in every service."""
import itertools
import logging
import os
import sys
import time

import marshmallow as ma
from flask import Response, g, request
from prometheus_client import (CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, Counter, Histogram,
                               generate_latest, multiprocess)
from pythonjsonlogger.json import JsonFormatter

from .http import Blueprint, ctx, documents
from .problems import problem
from .schemas import Reply

REQUESTS = Counter("pithead_http_requests_total", "HTTP requests answered",
                   ["service", "method", "route", "status"])
LATENCY = Histogram("pithead_http_request_seconds", "HTTP request latency", ["service", "route"],
                    buckets=(.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5))
access = logging.getLogger("pithead.access")
_configured = False


def configure_logging(level: str = "INFO", json_lines: bool = True) -> None:
    """Send every log record to stderr, one JSON object a line (once per process)."""
    global _configured
    if _configured:
        return
    handler = logging.StreamHandler(sys.stderr)
    if json_lines:
        handler.setFormatter(JsonFormatter("%(asctime)s %(levelname)s %(name)s %(message)s",
                                           rename_fields={"levelname": "level", "asctime": "time"}))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    _configured = True


class RequestIds:
    """Request ids unique across processes: a random prefix per process, then a counter (no
    system call per request, unlike uuid4; the prefix is drawn again after a fork)."""

    def __init__(self):
        self._pid = None

    def next(self) -> str:
        """A fresh request id."""
        if self._pid != os.getpid():
            self._pid, self._prefix, self._count = os.getpid(), os.urandom(8).hex(), itertools.count()
        return f"{self._prefix}{next(self._count):x}"


def instrument(app, service: str) -> None:
    """Time, count and log every request of `app`."""
    ids, counters, timers = RequestIds(), {}, {}   # labelled metric children, made once each

    @app.before_request
    def _start():
        g.started = time.perf_counter()
        g.request_id = request.environ.get("HTTP_X_REQUEST_ID") or ids.next()

    @app.after_request
    def _finish(response):
        elapsed = time.perf_counter() - g.get("started", time.perf_counter())
        route = request.url_rule.rule if request.url_rule else "unmatched"
        status, method = response.status_code, request.method
        counter = counters.get((method, route, status))
        if counter is None:
            counter = counters[(method, route, status)] = REQUESTS.labels(service, method, route,
                                                                            status)
        timer = timers.get(route) or timers.setdefault(route, LATENCY.labels(service, route))
        counter.inc()
        timer.observe(elapsed)
        response.headers["X-Request-Id"] = g.get("request_id", "")
        if access.isEnabledFor(logging.INFO):
            access.info("request", extra={"service": service, "method": method,
                                          "path": request.path, "status": status,
                                          "duration_ms": round(elapsed * 1000, 2),
                                          "request_id": g.get("request_id")})
        return response


class HealthSchema(Reply):
    status = ma.fields.String(validate=ma.validate.OneOf(["ok", "ready"]))


PROMETHEUS_TEXT = {"text/plain": {"schema": {"type": "string", "description": "Prometheus text "
                                             "exposition format"}}}


def health_blueprint() -> Blueprint:
    """/healthz (the process answers), /readyz (Redis answers), /metrics (Prometheus)."""
    blp = Blueprint("health", __name__, description="Liveness, readiness and metrics")

    @blp.route("/healthz")
    @blp.doc(operationId="getHealth")
    @blp.response(200, HealthSchema, description="The process is alive")
    def healthz():
        """Liveness: the process answers."""
        return {"status": "ok"}

    @blp.route("/readyz")
    @blp.doc(operationId="getReadiness")
    @blp.response(200, HealthSchema, description="Redis is reachable")
    @documents(blp, 503)
    def readyz():
        """Readiness: Redis answers PING."""
        try:
            ctx().games.ping()
        except Exception as exc:  # any Redis failure means not ready
            return problem(503, "not_ready", f"Redis is not reachable: {type(exc).__name__}")
        return {"status": "ready"}

    @blp.route("/metrics")
    @blp.doc(operationId="getMetrics", responses={"200": {
        "description": "Prometheus text exposition", "content": PROMETHEUS_TEXT}})
    def metrics():
        """Prometheus metrics of this process (or of all gunicorn workers in multiprocess mode)."""
        registry = REGISTRY
        if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)
        return Response(generate_latest(registry), mimetype=CONTENT_TYPE_LATEST)

    return blp
