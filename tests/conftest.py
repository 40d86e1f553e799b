"""Shared fixtures: a real Redis server on a free port for the whole test session; and a guard
against a test's thread outliving the run."""
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def redis_url():
    """URL of a real Redis server started for this test session (or REDIS_URL if set)."""
    if os.environ.get("PITHEAD_TEST_REDIS_URL"):
        yield os.environ["PITHEAD_TEST_REDIS_URL"]
        return
    from shared import redis_server
    data_dir = Path(tempfile.mkdtemp(prefix="pithead-redis-"))
    proc, url = redis_server.start(data_dir, fsync="everysec")
    try:
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(data_dir, ignore_errors=True)


LINGER_S = 10   # how long a thread still running after the last test may take to end


def pytest_unconfigure(config):
    """A test's thread still running when the run is over would hold the process open for ever
    (CI would time out instead of failing): name each with its stack and exit with a failure."""
    lingering = [t for t in threading.enumerate() if t is not threading.main_thread()
                 and not t.daemon and not t.name.startswith("ThreadPoolExecutor")]
    deadline = time.monotonic() + LINGER_S
    for thread in lingering:
        thread.join(max(0.0, deadline - time.monotonic()))
    lingering = [t for t in lingering if t.is_alive()]
    if not lingering:
        return
    frames = sys._current_frames()
    for thread in lingering:
        stack = "".join(traceback.format_stack(frames.get(thread.ident))) if thread.ident in frames else ""
        sys.stderr.write(f"\nthread {thread.name!r} still running after the tests:\n{stack}")
    sys.stderr.write(f"{len(lingering)} threads outlived the test run: failing it\n")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(1)
