"""Done-when test of asynchronous play (issue 6), on real processes: gunicorn (gevent), a Celery
worker, celery beat and Redis. Seat 0's player never moves; a bot holds seat 1. The one-second
clock runs out, the sweeper lets the autopilot move (twice), then drops the player (third timeout)
and the bot plays on to the end. The webhook receiver (loopback) got signed `your_turn` calls; the
ratings changed once; the replay reproduces every step; the record verifies offline."""
import hashlib
import hmac
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import requests

from shared import engine
from shared.redis_server import free_port
from tests.e2e.conftest import wait_until as _wait_until
from tests.webhook_receiver import Receiver

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
MAX_TIMEOUTS = 3


def _spawn(argv, env, log):
    return subprocess.Popen(argv, cwd=ROOT, env=env, stdout=open(log, "wb"),
                            stderr=subprocess.STDOUT, start_new_session=True)


def _stop(proc):
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)


def _ready(url, log, proc):
    if proc.poll() is not None:
        raise RuntimeError(Path(log).read_text()[-3000:])
    try:
        return requests.get(url, timeout=1).status_code == 200
    except requests.RequestException:
        return False


@pytest.fixture(scope="module")
def async_stack(redis_url):
    """API, worker and beat (sweep every 0.3 s, webhook backoff 0.2 s) on a database of their own."""
    url = redis_url.rsplit("/", 1)[0] + "/5"
    port, logs = free_port(), Path(tempfile.mkdtemp(prefix="pithead-async-"))
    env = {**os.environ, "REDIS_URL": url, "CELERY_BROKER_URL": url, "LOG_LEVEL": "WARNING",
           "PITHEAD_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1", "PITHEAD_SHORT_SLOTS": "2",
           "EVENTS_HOLD_LIMIT": "4", "WEBHOOK_ALLOW_PRIVATE": "1", "PYTHONPATH": str(ROOT), "SWEEP_INTERVAL": "0.3", "WEBHOOK_BACKOFF": "0.2",
           "EVENTS_WAIT": "5", "RECONCILE_INTERVAL": "1"}
    celery = [str(BIN / "celery"), "-A", "services.worker.app:celery"]
    procs = {
        "api": _spawn([str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py",
                       "services.gateway:app"], env, logs / "api.log"),
        "worker": _spawn([*celery, "worker", "--loglevel", "INFO",
                          "--without-gossip", "--without-mingle", "--hostname",
                          f"async-{port}@%h"], env, logs / "worker.log"),
        "beat": _spawn([*celery, "beat", "--loglevel", "INFO", "--schedule",
                        str(logs / "beat-schedule")], env, logs / "beat.log"),
    }
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_until(lambda: _ready(base + "/readyz", logs / "api.log", procs["api"]), 30, "the API")
        _wait_until(lambda: "ready." in (logs / "worker.log").read_text(errors="replace"), 60,
                    "the worker")
        yield {"base": base, "logs": logs, "redis_url": url}
    finally:
        for proc in procs.values():
            _stop(proc)
        for name in ("api.log", "worker.log", "beat.log"):
            text = (logs / name).read_text(errors="replace")
            if "Traceback" in text:
                print(f"--- {name} ---\n{text[-5000:]}", file=sys.stderr)


class Player:
    """A registered player over HTTP; a 5xx is always a failure."""

    def __init__(self, base, name):
        self.base, self.http = base, requests.Session()
        body = self.http.post(f"{base}/v1/players", json={"name": name}, timeout=10).json()
        self.id = body["id"]
        self.http.headers["Authorization"] = f"Bearer {body['token']}"

    def call(self, method, path, **kw):
        for _ in range(10):  # over the token's rate limit (100/s) wait as told, like a client
            response = self.http.request(method, self.base + path, timeout=30, **kw)
            if response.status_code != 429 or "rate_limited" not in response.text:
                break
            time.sleep(min(2.0, float(response.headers.get("Retry-After", "1"))))
        assert response.status_code < 500, (path, response.status_code, response.text)
        return response


def _signed(call, secret) -> bool:
    stamp = call["headers"]["X-Pithead-Timestamp"]
    mac = hmac.new(secret.encode(), f"{stamp}.".encode() + call["raw"], hashlib.sha256)
    fresh = abs(time.time() - int(stamp)) < 300
    return fresh and hmac.compare_digest(call["headers"]["X-Pithead-Signature"],
                                         "sha256=" + mac.hexdigest())


def _follow(player, gid, deadline) -> list:
    """Long-poll the feed until the game is over; return every entry seen."""
    seen, last = [], 0
    while time.monotonic() < deadline:
        body = player.call("GET", f"/v1/games/{gid}/events", params={"after": last, "wait": 5}).json()
        seen += body["entries"]
        last = body["last_id"]
        if any(e["type"] == "GameEnded" for entry in body["entries"] for e in entry["events"]):
            return seen
    raise AssertionError(f"game {gid} not over; {len(seen)} entries seen")


def test_absent_player_clock_autopilot_webhooks_ratings_replay(async_stack, tmp_path):
    started = time.monotonic()
    base = async_stack["base"]
    absent, watcher = Player(base, "absent"), Player(base, "watcher")
    with Receiver() as receiver:
        hook = absent.call("POST", "/v1/players/me/webhooks", json={
            "url": receiver.url, "events": ["your_turn", "game_started", "game_over"]}).json()
        game = absent.call("POST", "/v1/games", json={
            "game": "glueckauf", "seats": 2, "options": {"starting_player": 0},
            "clock": {"per_move": 1, "max_timeouts": MAX_TIMEOUTS}}).json()
        gid = game["id"]
        assert absent.call("POST", f"/v1/games/{gid}/bots", json={"level": "easy"}).ok
        assert absent.call("POST", f"/v1/games/{gid}/start").json()["status"] == "started"
        entries = _follow(watcher, gid, time.monotonic() + 120)
        played = time.monotonic() - started
        _wait_until(lambda: "game_over" in receiver.events(), 20, "the game_over webhook")
        calls = list(receiver.calls)

    # the clock ran out: autopilot twice, then the player was dropped and the bot took over
    autopilot = [e for e in entries if e["actor"] == "autopilot"]
    assert len(autopilot) == MAX_TIMEOUTS - 1 and {e["seat"] for e in autopilot} == {0}
    assert all(e["events"][0]["type"] == "TurnTimedOut" for e in autopilot)
    dropped = [e for e in entries if any(ev["type"] == "PlayerDropped" for ev in e["events"])]
    assert len(dropped) == 1 and dropped[0]["seat"] == 0
    assert not any(e["actor"] == "player" for e in entries)  # the player never moved
    described = watcher.call("GET", f"/v1/games/{gid}").json()
    assert described["status"] == "finished" and described["seats"][0]["kind"] == "bot"

    # the receiver got signed your_turn calls, one per turn that started while the player held it
    events = [c["json"]["event"] for c in calls]
    assert events[0] == "game_started" and events.count("your_turn") == MAX_TIMEOUTS
    assert events[-1] == "game_over" and all(_signed(c, hook["secret"]) for c in calls)
    assert absent.call("GET", "/v1/players/me/webhooks/failures").json()["failures"] == []

    # ratings changed once: the dropped player ranks last; a second update_ratings changes nothing
    board = _wait_until(lambda: _board(watcher, absent.id), 20, "the ratings")
    assert board[absent.id]["games"] == 1 and board[absent.id]["mu"] < 25
    from shared.adapters.queue import CeleryQueue
    CeleryQueue(async_stack["redis_url"])("pithead.update_ratings", {"game_id": gid})
    worker_log = async_stack["logs"] / "worker.log"
    _wait_until(lambda: "already_rated" in worker_log.read_text(errors="replace"), 20,
                "the second update_ratings run")
    assert _board(watcher, absent.id) == board
    stats = absent.call("GET", f"/v1/players/{absent.id}/stats").json()["games"]
    assert stats[0]["games"] == 1 and stats[0]["wins"] == 0

    # the replay reproduces every step; the downloaded record verifies offline
    record = watcher.call("GET", f"/v1/games/{gid}/record").json()
    rules = engine.get("glueckauf")
    state = rules.setup(record["options"], 2, record["seed"])
    for at, step in enumerate([None, *record["log"]]):
        if step is not None:
            state, _ = rules.apply(state, step["seat"], step["action"])
        shown = watcher.call("GET", f"/v1/games/{gid}/replay", params={"at": at}).json()
        assert shown["state"] == state, f"step {at} differs"
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    cli = subprocess.run([str(BIN / "pithead"), "replay", str(path)], capture_output=True,
                         text=True, cwd=ROOT)
    assert cli.returncode == 0 and json.loads(cli.stdout.splitlines()[-1])["ok"], cli.stdout
    print(json.dumps({"game_played_s": round(played, 1), "total_s": round(time.monotonic()
                      - started, 1), "actions": len(record["log"]), "feed_entries": len(entries),
                      "webhook_calls": len(calls), "rating": board[absent.id]}))


def _board(player, entity) -> dict | None:
    rows = player.call("GET", "/v1/leaderboards/glueckauf", params={"limit": 200}).json()["entries"]
    found = {row["id"]: row for row in rows}
    return found if entity in found else None


def test_held_long_polls_do_not_starve_the_api(async_stack):
    """One gunicorn process holds at most 4 long-polls (EVENTS_HOLD_LIMIT); the 5th gets 429 at
    once, other requests stay fast although 4 held polls outnumber the 2 slots for short requests
    (held ones take none), and a write wakes every poll."""
    import threading
    base = async_stack["base"]
    host, guest = Player(base, "host"), Player(base, "guest")
    game = host.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2}).json()
    gid, version = game["id"], game["version"]
    woke = []

    def hold():
        body = host.call("GET", f"/v1/games/{gid}/events", params={"after": version,
                                                                    "wait": 10}).json()
        woke.append((time.monotonic(), [e["version"] for e in body["entries"]]))

    holders = [threading.Thread(target=hold) for _ in range(4)]
    for thread in holders:
        thread.start()
    time.sleep(1.0)  # all four are held now
    extra = host.call("GET", f"/v1/games/{gid}/events", params={"after": version, "wait": 10})
    assert extra.status_code == 429 and extra.headers["Content-Type"].startswith(
        "application/problem+json")
    latencies = []
    for _ in range(20):
        began = time.monotonic()
        assert host.call("GET", f"/v1/games/{gid}").ok
        latencies.append(time.monotonic() - began)
    joined = time.monotonic()
    assert guest.call("POST", f"/v1/games/{gid}/seats").ok
    for thread in holders:
        thread.join(timeout=15)
    assert len(woke) == 4 and all(versions == [version + 1] for _, versions in woke)
    wake = max(t for t, _ in woke) - joined  # from the write's request to the last poll's answer
    assert max(latencies) < 1.0 and wake < 5
    print(json.dumps({"held": 4, "rejected_status": extra.status_code,
                      "other_request_p_max_ms": round(max(latencies) * 1000, 1),
                      "other_request_median_ms": round(sorted(latencies)[10] * 1000, 1),
                      "wake_after_write_ms": round(wake * 1000, 1)}))
