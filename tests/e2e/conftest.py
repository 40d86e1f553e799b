"""End-to-end fixtures: real gunicorn (services.gateway:app) and a real Celery worker on the
session's Redis, and a small HTTP client for the tests.

The API runs in test mode (PITHEAD_CHECK_RESPONSES=1): every answer is checked against its route's
documented schema, a drift answers 500 (which `Client.call` refuses) and is logged, and the session
fails at the end if any answer was not as documented, whoever sent the request."""
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import requests

from shared.mailsink import MailSink
from shared.redis_server import free_port
from tests.bench.stack import BOOT_S
from tests.push_service import PushService, vapid_pair

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def _spawn(argv, env, log_path):
    log = open(log_path, "wb")
    return subprocess.Popen(argv, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)


def _stop(proc):
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)  # its own session: gunicorn/celery and their children
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)


def _wait_http(url, proc, log_path, timeout=BOOT_S):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited:\n{Path(log_path).read_text()[-3000:]}")
        try:
            if requests.get(url, timeout=1).status_code == 200:
                return
        except requests.RequestException:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} not ready:\n{Path(log_path).read_text()[-3000:]}")


def _wait_log(log_path, needle, proc, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = Path(log_path).read_text(errors="replace")
        if needle in text:
            return
        if proc.poll() is not None:
            raise RuntimeError(f"worker exited:\n{text[-3000:]}")
        time.sleep(0.1)
    raise RuntimeError(f"worker not ready:\n{Path(log_path).read_text()[-3000:]}")


NOTIFY_BATCH_S = 1.5   # a turn's mail waits this long for other games' turns (short: tests wait it)


@pytest.fixture(scope="session")
def outside():
    """What the stack's notifications reach: a real SMTP server on loopback (`sink`) and a push
    service stand-in (`push`) that checks the stack's VAPID key (`vapid_public`)."""
    private, public = vapid_pair()
    with MailSink() as sink, PushService(public) as push:
        yield {"sink": sink, "push": push, "vapid_private": private, "vapid_public": public}


def _notify_env(base: str, outside: dict) -> dict:
    return {"PITHEAD_PUBLIC_URL": base, "PITHEAD_SMTP_HOST": "127.0.0.1",
            "PITHEAD_SMTP_PORT": str(outside["sink"].port),
            "PITHEAD_VAPID_PRIVATE_KEY": outside["vapid_private"],
            "PITHEAD_NOTIFY_BATCH_SECONDS": str(NOTIFY_BATCH_S), "PITHEAD_NOTIFY_BACKOFF": "0.2",
            "PITHEAD_NOTIFY_PUSH_DELAY_SECONDS": str(NOTIFY_BATCH_S),
            "WEBHOOK_ALLOW_PRIVATE": "1"}   # the push stand-in listens on loopback


@pytest.fixture(scope="session")
def stack(redis_url, outside):
    """Base URL of the API (gunicorn with the make-run config) with a Celery worker behind it."""
    url = redis_url.rsplit("/", 1)[0] + "/3"  # a database of its own on the session's Redis
    port = free_port()
    logs = Path(tempfile.mkdtemp(prefix="pithead-e2e-"))
    env = {**os.environ, "REDIS_URL": url, "CELERY_BROKER_URL": url, "LOG_LEVEL": "WARNING",
           "PITHEAD_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2",
           "PYTHONPATH": str(ROOT), "PITHEAD_CHECK_RESPONSES": "1",
           "PITHEAD_ACCESS_LOG": str(logs / "access.log"),   # what a failed test's requests got
           **_notify_env(f"http://127.0.0.1:{port}", outside)}
    api = _spawn([str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", "services.gateway:app"],
                 env, logs / "api.log")
    worker = _spawn([str(BIN / "celery"), "-A", "services.worker.app:celery", "worker",
                     "--loglevel", "INFO", "--without-gossip",
                     "--without-mingle", "--hostname", f"e2e-{port}@%h"], env, logs / "worker.log")
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_http(base + "/readyz", api, logs / "api.log")
        _wait_log(logs / "worker.log", "ready.", worker)
        yield {"base": base, "redis_url": url, "logs": logs, **outside}
    finally:
        _stop(api)
        _stop(worker)
        for name in ("api.log", "worker.log"):
            text = (logs / name).read_text(errors="replace")
            if "Traceback" in text:
                print(f"--- {name} ---\n{text[-5000:]}", file=sys.stderr)
    drift = [line for line in (logs / "api.log").read_text(errors="replace").splitlines()
             if "response not as documented" in line]
    assert not drift, "answers not as documented:\n" + "\n".join(drift[:20])


class Client:
    """A player over HTTP: registers on creation and sends its bearer token."""

    def __init__(self, base: str, name: str = "e2e"):
        self.base = base
        self.http = requests.Session()
        body = self.http.post(f"{base}/v1/players", json={"name": name}, timeout=10).json()
        self.id = body["id"]
        self.http.headers["Authorization"] = f"Bearer {body['token']}"

    def call(self, method: str, path: str, **kw) -> requests.Response:
        """A request; a 5xx is always a test failure. Over the token's rate limit (100/s by
        default; a polling loop gets there on a fast server) it waits as told, like a client."""
        for _ in range(10):
            response = self.http.request(method, self.base + path, timeout=15, **kw)
            if response.status_code != 429 or "rate_limited" not in response.text:
                break
            time.sleep(min(2.0, float(response.headers.get("Retry-After", "1"))))
        assert response.status_code < 500, (method, path, response.status_code, response.text)
        return response


@pytest.fixture
def client(stack):
    """A freshly registered player."""
    return Client(stack["base"])


@pytest.fixture
def new_client(stack):
    """Registers further players."""
    return lambda name="other": Client(stack["base"], name)


def wait_until(check, timeout: float, what: str):
    """check()'s first truthy value, polled every 0.1 s; fail after `timeout` seconds naming `what`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")
