"""`make run` for real: scripts/run.sh starts Redis (AOF, fsync always), the API under gunicorn, a
Celery worker and beat under honcho; the README's curl walk-through plays a whole game against it;
Ctrl-C (SIGINT to the foreground process group, as a terminal sends it) leaves nothing running."""
import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
import redis

from shared.redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(300)


def descendants(pid: int) -> set[int]:
    """Every live process below `pid` (honcho puts its children in new sessions, so walk ppids)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def alive(pid: int) -> bool:
    """True if `pid` exists and is not a zombie."""
    try:
        return "\nState:\tZ" not in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


def listening(port: int) -> bool:
    """True if something accepts connections on 127.0.0.1:port."""
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """scripts/run.sh (what `make run` execs) on free ports, in its own process group."""
    var = tmp_path_factory.mktemp("var")
    api_port, redis_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "CELERY_BROKER_URL")}
    env.update(REDIS_PORT=str(redis_port), PITHEAD_BIND=f"127.0.0.1:{api_port}", PITHEAD_VAR=str(var))
    log = open(var / "run.log", "wb")
    proc = subprocess.Popen(["scripts/run.sh"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    base = f"http://127.0.0.1:{api_port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(base + "/readyz", timeout=1) as resp:
                if resp.status == 200:
                    break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("make run did not come up:\n" + (var / "run.log").read_text()[-3000:])
    info = {"proc": proc, "base": base, "api_port": api_port, "redis_port": redis_port, "var": var}
    yield info
    if proc.poll() is None:  # a failed test left it running
        os.killpg(proc.pid, signal.SIGINT)
        proc.wait(timeout=30)


def test_make_run_execs_the_run_script():
    out = subprocess.run(["make", "-n", "--no-print-directory", "run"], cwd=ROOT, capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == "exec scripts/run.sh"


def test_redis_runs_with_aof_always_under_var(run):
    client = redis.Redis(port=run["redis_port"])
    assert client.config_get("appendonly") == {"appendonly": "yes"}
    assert client.config_get("appendfsync") == {"appendfsync": "always"}
    assert client.config_get("dir")["dir"] == str(run["var"] / "redis")
    assert any((run["var"] / "redis").glob("appendonly.aof*"))


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="needs curl and jq")
def test_readme_walkthrough_plays_a_whole_game(run):
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## A game against three bots", 1)[1].split("\n## ", 1)[0]
    script = "\n".join(re.findall(r"```sh\n(.*?)```", section, re.S))
    script = script.replace("http://127.0.0.1:8000", run["base"])
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True,
                            timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr
    assert '"events":["ShiftScored","ShiftStarted"]' in result.stdout
    assert '"code":"stale_version"' in result.stdout
    assert '"finished":true' in result.stdout


def test_make_run_serves_the_web_client_at_the_root(run):
    with urllib.request.urlopen(run["base"] + "/", timeout=5) as resp:
        page = resp.read().decode()
        assert "script-src 'self';" in resp.headers["Content-Security-Policy"]
    assert '<script type="module" src="/app/js/main.js">' in page
    with urllib.request.urlopen(run["base"] + "/app/js/main.js", timeout=5) as resp:
        assert resp.headers["Content-Type"].startswith("text/javascript")


def test_ctrl_c_stops_everything(run):
    proc = run["proc"]
    pids = descendants(proc.pid)
    assert len(pids) >= 5  # honcho's helpers, redis, gunicorn (+ workers), celery worker, beat
    os.killpg(proc.pid, signal.SIGINT)  # what a terminal's Ctrl-C does
    proc.wait(timeout=30)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(alive(p) for p in pids):
        time.sleep(0.1)
    assert not [p for p in pids if alive(p)]
    assert not listening(run["api_port"]) and not listening(run["redis_port"])
