"""Block until the Redis at REDIS_URL answers PING (so the API and workers start after it)."""
import os
import sys
import time

import redis


def main(timeout: float = 30.0) -> int:
    """Ping REDIS_URL until it answers or `timeout` seconds pass; exit status 0 when ready."""
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    client = redis.Redis.from_url(url, socket_connect_timeout=0.5, socket_timeout=0.5)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if client.ping():
                return 0
        except redis.exceptions.BusyLoadingError:
            pass  # replaying its AOF: up, but not ready yet
        except redis.exceptions.ConnectionError:
            pass
        time.sleep(0.1)
    print(f"wait_redis: no answer from {url} within {timeout:.0f}s", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 30.0))
