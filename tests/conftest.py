"""Shared fixtures: a real Redis server on a free port for the whole test session."""
import os
import shutil
import tempfile
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
