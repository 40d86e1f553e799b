"""`make run` for real: scripts/run.sh starts Redis (AOF, fsync always), the API under gunicorn, a
Celery worker, beat and the docs site under honcho; every curl example of the README and the docs
runs against it (each page's examples as one script: Getting started's plays a whole game); Ctrl-C
(SIGINT to the foreground process group, as a terminal sends it) leaves nothing running."""
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
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
# what a page's examples must print beyond the codes and statuses its answers show
PRINTS = {"docs/getting-started.md": ['"events":["ShiftScored","ShiftStarted"]', '"finished":true'],
          "README.md": ['"status":"started"', '"OrderDrafted"']}


def pages() -> list[Path]:
    """The README and every page of the docs site."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def curl_script(page: Path) -> str:
    """The page's ```sh blocks that call curl, in order: one script, as a reader pastes them."""
    return "\n".join(body for lang, body in FENCE.findall(page.read_text())
                     if lang == "sh" and "curl " in body)


def shown_answers(page: Path) -> list[str]:
    """The error codes and bare status lines the page's ```text blocks show as answers."""
    text = "\n".join(body for lang, body in FENCE.findall(page.read_text()) if lang == "text")
    return re.findall(r'"code":"\w+"', text) + re.findall(r"^\d{3}$", text, re.M)


EXAMPLES = [page for page in pages() if curl_script(page)]


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
    api_port, redis_port, site_port, mail_port = free_port(), free_port(), free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "CELERY_BROKER_URL")}
    # every port its own (the mail sink's too: a second stack on the machine held 8025, and the
    # sink's exit stopped the whole run before it answered)
    env.update(REDIS_PORT=str(redis_port), PITHEAD_BIND=f"127.0.0.1:{api_port}", PITHEAD_VAR=str(var),
               PITHEAD_SITE_BIND=f"127.0.0.1:{site_port}", PITHEAD_MAILSINK_PORT=str(mail_port))
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
    info = {"proc": proc, "base": base, "api_port": api_port, "redis_port": redis_port, "var": var,
            "site_port": site_port, "mail_port": mail_port}
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


def test_the_docs_show_curl_examples_of_the_api():
    assert {"README.md", "docs/getting-started.md"} <= {str(p.relative_to(ROOT)) for p in EXAMPLES}


def test_every_curl_command_of_the_docs_is_in_a_block_that_runs():
    """A curl command outside a ```sh block would be shown and never run."""
    for page in pages():
        outside = FENCE.sub("", page.read_text())
        assert not re.search(r"^\s*curl ", outside, re.M), page
        for lang, body in FENCE.findall(page.read_text()):
            assert "curl " not in body or lang in ("sh", "text"), (page, lang)


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="needs curl and jq")
@pytest.mark.parametrize("page", EXAMPLES, ids=lambda page: str(page.relative_to(ROOT)))
def test_the_curl_examples_of_each_page_run(run, page):
    """A page's examples, pasted in order into one shell against `make run`, exit 0 and print the
    answers the page shows (its error codes and statuses, and the lines PRINTS names)."""
    script = curl_script(page).replace("http://127.0.0.1:8000", run["base"])
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True,
                            timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr
    out_lines = result.stdout.splitlines()
    for shown in shown_answers(page) + PRINTS.get(str(page.relative_to(ROOT)), []):
        assert shown in out_lines if shown.isdigit() else shown in result.stdout, (shown, result.stdout)


def test_make_run_serves_the_docs_site(run):
    """The Procfile's `site`: mkdocs serve, which builds the whole site first (slow on a busy machine)."""
    deadline, page = time.monotonic() + 180, ""
    while time.monotonic() < deadline and "Getting started" not in page:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{run['site_port']}/", timeout=5) as resp:
                page = resp.read().decode()
        except OSError:
            time.sleep(1)
    assert "Getting started" in page and "<title>Pithead</title>" in page


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
