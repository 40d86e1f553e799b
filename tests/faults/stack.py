"""The real processes of a fault-injection run and the ways to kill them.

Redis (AOF, appendfsync always, started by `shared.redis_server`), gunicorn with the deploy config,
one Celery worker and celery beat (the reconciler), each in its own process group. `kill_*` sends
SIGKILL; `revive` restarts whatever died except gunicorn workers, which their master respawns.
"""
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

from shared import redis_server
from tests.bench.stack import BOOT_S

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def children(pid: int) -> list[int]:
    """Pids of the live direct children of `pid` (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            out.append(int(entry.name))
    return out


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=10)


class FaultStack:
    """Start, kill -9 and restart the platform's processes on fixed ports and data directories."""

    def __init__(self, env: dict):
        self.tmp = Path(tempfile.mkdtemp(prefix="pithead-faults-"))
        self.redis_port = redis_server.free_port()
        self.api_port = redis_server.free_port()
        self.redis_url = f"redis://127.0.0.1:{self.redis_port}/0"
        self.base = f"http://127.0.0.1:{self.api_port}"
        self.env = {**os.environ, "REDIS_URL": self.redis_url, "CELERY_BROKER_URL": self.redis_url,
                    "PITHEAD_BIND": f"127.0.0.1:{self.api_port}", "PYTHONPATH": str(ROOT),
                    "LOG_LEVEL": "WARNING", "PYTHONUNBUFFERED": "1", **env}
        self.procs: dict[str, subprocess.Popen] = {}
        self.starts = {"redis": 0, "worker": 0, "beat": 0}

    # -- starting -----------------------------------------------------------------------------
    def _spawn(self, name: str, argv: list[str]) -> subprocess.Popen:
        log = open(self.tmp / f"{name}.log", "ab")
        proc = subprocess.Popen(argv, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        self.procs[name] = proc
        return proc

    def start_redis(self) -> None:
        """Redis on the run's port, loading its AOF if there is one."""
        proc, _ = redis_server.start(self.tmp / "redis", port=self.redis_port, fsync="always")
        self.procs["redis"] = proc
        self.starts["redis"] += 1

    def start_api(self) -> None:
        """gunicorn with deploy/gunicorn.conf.py; waits for /readyz."""
        proc = self._spawn("api", [str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py",
                                   "services.gateway:app"])
        deadline = time.monotonic() + BOOT_S
        while time.monotonic() < deadline:
            assert proc.poll() is None, (self.tmp / "api.log").read_text()[-3000:]
            try:
                if requests.get(self.base + "/readyz", timeout=1).status_code == 200:
                    return
            except requests.RequestException:
                pass
            time.sleep(0.1)
        raise RuntimeError("gunicorn did not become ready")

    def start_worker(self) -> None:
        """A Celery worker as in the Procfile (prefork, CELERY_CONCURRENCY processes)."""
        self._spawn("worker", [str(BIN / "celery"), "-A", "services.worker.app:celery", "worker",
                               "--loglevel", "INFO", "--without-gossip",
                               "--without-mingle", "--hostname", f"faults-{self.api_port}@%h"])
        self.starts["worker"] += 1

    def start_beat(self) -> None:
        """celery beat: the reconciler, the turn-clock sweep and the ratings requeue."""
        self._spawn("beat", [str(BIN / "celery"), "-A", "services.worker.app:celery", "beat",
                             "--loglevel", "INFO", "--schedule", str(self.tmp / "beat-schedule")])
        self.starts["beat"] += 1

    def start_all(self) -> None:
        """Everything, Redis first."""
        self.start_redis()
        self.start_worker()
        self.start_beat()
        self.start_api()

    # -- killing ------------------------------------------------------------------------------
    def kill_api_worker(self, rng: random.Random) -> int | None:
        """SIGKILL one gunicorn worker process (its master respawns it); its pid or None."""
        pids = children(self.procs["api"].pid)
        if not pids:
            return None
        pid = rng.choice(sorted(pids))
        os.kill(pid, signal.SIGKILL)
        return pid

    def kill_worker(self) -> None:
        """SIGKILL the Celery worker, its pool processes included (mid-task: nothing acks)."""
        _kill_group(self.procs["worker"])

    def kill_redis(self) -> None:
        """SIGKILL the Redis server."""
        _kill_group(self.procs["redis"])

    def revive(self) -> list[str]:
        """Restart whatever died (Redis first: the others need it); the names restarted."""
        restarted = []
        for name, start in (("redis", self.start_redis), ("worker", self.start_worker),
                            ("beat", self.start_beat)):
            if self.procs[name].poll() is not None:
                start()
                restarted.append(name)
        return restarted

    def alive(self) -> dict:
        """name -> True while the process runs."""
        return {name: proc.poll() is None for name, proc in self.procs.items()}

    def log(self, name: str) -> str:
        """The output a process has written so far."""
        path = self.tmp / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def close(self) -> None:
        """Stop everything (Redis last)."""
        for name in ("api", "beat", "worker", "redis"):
            proc = self.procs.get(name)
            if proc is not None and proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    _kill_group(proc)
