"""Start the real processes for the HTTP benchmark, the same way `make run` does, on free ports."""
import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from scripts import gen_nginx
from shared import redis_server

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
# How long a server may take to boot: a gunicorn worker spends about 2.5 CPU seconds importing the
# services and building their OpenAPI spec (10.9 s to /healthz at load 3 on 2 cores); with two
# workers, a Celery worker and six other jobs on the same 2 cores (load 20), that passed 30 s and
# a clean clone's `make test` lost the whole e2e session (stop 38). A deadline to catch a server
# that never comes up, not a measure of speed (tests/bench measures speed).
BOOT_S = 120.0


def wait_http(url: str, proc: subprocess.Popen, timeout: float = BOOT_S) -> None:
    """Block until `url` answers 200, or fail if the process died or time ran out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer within {timeout}s")


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM the process group, SIGKILL it if it lingers."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


class Stack:
    """Redis, gunicorn servers and Celery workers started for one benchmark run."""

    def __init__(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="pithead-bench-"))
        self.procs: list[subprocess.Popen] = []
        self.env = dict(os.environ, PYTHONUNBUFFERED="1", LOG_LEVEL="WARNING")

    def redis(self, fsync: str = "always") -> tuple[str, int]:
        """Start Redis with AOF (as `make run` does); (URL, pgid)."""
        proc, url = redis_server.start(self.tmp / "redis", fsync=fsync)
        self.procs.append(proc)
        self.env["REDIS_URL"] = url
        return url, proc.pid

    def spawn(self, argv: list[str], log: str, **env) -> subprocess.Popen:
        """Start a process in its own group, output to a log file under the run's temp dir."""
        out = open(self.tmp / log, "wb")
        proc = subprocess.Popen(argv, cwd=ROOT, env=dict(self.env, **env), stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
        self.procs.append(proc)
        return proc

    def gunicorn(self, app: str, health: str = "/healthz") -> tuple[str, int]:
        """gunicorn with deploy/gunicorn.conf.py (the settings of `make run`); (base URL, pgid)."""
        port = redis_server.free_port()
        proc = self.spawn([str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", app],
                          f"gunicorn-{port}.log", PITHEAD_BIND=f"127.0.0.1:{port}")
        base = f"http://127.0.0.1:{port}"
        wait_http(base + health, proc)
        return base, proc.pid

    def celery_worker(self, name: str = "worker", loglevel: str | None = None,
                      **env) -> subprocess.Popen:
        """A Celery worker as in the Procfile (niced as there, by PITHEAD_WORKER_NICE); `name` is
        its log file's and node name's (two workers on one host need two names)."""
        nice = os.environ.get("PITHEAD_WORKER_NICE", "0")
        level = loglevel or os.environ.get("BENCH_WORKER_LOGLEVEL", "WARNING")
        return self.spawn(["nice", "-n", nice, str(BIN / "celery"), "-A", "services.worker.app:celery",
                           "worker", "--loglevel", level, "--hostname", f"{name}@%h"],
                          f"{name}.log", **env)

    def gateway(self, backends: list[str]) -> tuple[str, int]:
        """nginx with the generated gateway config, every upstream pointing at `backends`
        (host:port of whole-API deployments); (base URL, pgid)."""
        port = redis_server.free_port()
        conf = gen_nginx.render(backends).replace("listen 80;", f"listen 127.0.0.1:{port};")
        (self.tmp / "gateway.conf").write_text(conf)
        (self.tmp / "nginx.conf").write_text(nginx_main(self.tmp))
        proc = self.spawn([nginx_binary() or "nginx", "-p", str(self.tmp), "-c",
                           str(self.tmp / "nginx.conf")], "nginx.log")
        base = f"http://127.0.0.1:{port}"
        wait_http(base + "/readyz", proc)
        return base, proc.pid

    def close(self) -> None:
        """Stop everything (workers first, Redis last) and remove the temp dir."""
        for proc in reversed(self.procs):
            stop(proc)
        if os.environ.get("BENCH_KEEP_LOGS"):   # the processes' logs, to read after a run
            print(f"bench logs kept in {self.tmp}", file=sys.stderr)
        else:
            shutil.rmtree(self.tmp, ignore_errors=True)


@contextmanager
def stack():
    """A Stack that is always torn down."""
    s = Stack()
    try:
        yield s
    finally:
        s.close()


def nginx_binary() -> str | None:
    """nginx: PITHEAD_NGINX, on the PATH or Debian's /usr/sbin (`make nginx` installs it), or None."""
    for candidate in (os.environ.get("PITHEAD_NGINX"), shutil.which("nginx"), "/usr/sbin/nginx"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def nginx_main(tmp: Path) -> str:
    """nginx.conf around gateway.conf: in the foreground, every path under `tmp`, one worker process
    (a core of the two is the API's), as the current user (root's default, nobody, could not
    write `tmp`)."""
    user = f"user {pwd.getpwuid(os.geteuid()).pw_name};\n" if os.geteuid() == 0 else ""
    temps = "".join(f" {kind}_temp_path {tmp}/{kind};\n"
                    for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return (f"daemon off;\n{user}worker_processes 1;\npid {tmp}/nginx.pid;\n"
            f"error_log {tmp}/nginx-error.log warn;\nevents {{ worker_connections 4096; }}\n"
            f"http {{\n access_log off;\n{temps} include {tmp}/gateway.conf;\n}}\n")


def cpu_seconds(pgid: int) -> float:
    """User+system CPU seconds of the live processes in a process group (a server and its workers)."""
    tick, total = os.sysconf("SC_CLK_TCK"), 0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == pgid:
                total += int(fields[11]) + int(fields[12])
    return total / tick
