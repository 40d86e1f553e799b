"""The global keys that stay one slot each on a Redis Cluster, measured (README, "Redis Cluster").

Everything of a game lives in its bucket's slot, everything of a player or a client in theirs; what
is left is a few sorted sets and hashes written a handful of times per game's life, not per move:
games:index and games:status:<status> (each status change), ratings:pending (finished, then rated)
and per game name r:{<name>}:ratings / board / rated (each rated game). This bench fills each to a
million members on the redis-server `make run` uses and prints Redis's own time per write (INFO
commandstats), the memory per member, and what those keys take at the capacity target (10,000
moves per second, MOVES_PER_GAME moves in a game's life: `python -m tests.bench.globalkeys`).
"""
import tempfile
import time
import uuid
from pathlib import Path

import redis

from shared import redis_server
from shared.store import keys

MEMBERS = 1_000_000
TARGET_MOVES_PER_S = 10_000
# fewer moves a game means more games ending a second: 100 is a worse case than Glück Auf, whose
# person alone made about 90 moves a 2-seat game in tests/cluster/test_failover.py (bots besides)
MOVES_PER_GAME = 100
# writes on global keys in one game's life: index() at open, start and finish (ZADD games:index +
# ZADD/ZREM of the status sets: 2 + 3 + 3), ratings:pending (ZADD, ZREM), two seats rated (HSET +
# ZADD each) and SADD of the rated set
WRITES_PER_GAME = {"games:index": 3, "games:status:*": 5, "ratings:pending": 2, "r:{<game>}:*": 5}


def fill(client: redis.Redis) -> None:
    """A million members in games:index and in one game name's board and records."""
    now = int(time.time() * 1000)
    for start in range(0, MEMBERS, 10_000):
        pipe = client.pipeline(transaction=False)
        ids = [uuid.uuid4().hex for _ in range(10_000)]
        pipe.zadd(keys.INDEX_ALL, {gid: now + start + i for i, gid in enumerate(ids)})
        pipe.zadd(keys.rating_board("glueckauf"), {gid: (i % 5000) / 100 for i, gid in enumerate(ids)})
        pipe.hset(keys.ratings("glueckauf"), mapping={gid: '{"mu":25.0,"sigma":8.3,"games":1}'
                                                      for gid in ids[:2000]})
        pipe.execute()


def per_call(client: redis.Redis, command: str) -> float:
    """Redis's own microseconds per call of `command` since the last CONFIG RESETSTAT."""
    stats = client.info("commandstats").get(f"cmdstat_{command}")
    return float(stats["usec_per_call"]) if stats else 0.0


def timed_writes(client: redis.Redis, count: int = 20_000) -> dict:
    """ZADD + ZREM on the full index, ZADD on the full board, ZREVRANGE of a page: µs per call."""
    client.config_resetstat()
    now = int(time.time() * 1000)
    for start in range(0, count, 1000):
        pipe = client.pipeline(transaction=False)
        for i in range(start, start + 1000):
            gid = uuid.uuid4().hex
            pipe.zadd(keys.INDEX_ALL, {gid: now + i})
            pipe.zrem(keys.INDEX_ALL, gid)
            pipe.zadd(keys.rating_board("glueckauf"), {gid: i / 1000})
            pipe.zrevrange(keys.INDEX_ALL, 0, 49)
        pipe.execute()
    return {name: per_call(client, name) for name in ("zadd", "zrem", "zrevrange")}


def main() -> None:
    """Print the figures."""
    data = Path(tempfile.mkdtemp(prefix="pithead-globalkeys-"))
    proc, url = redis_server.start(data, fsync="everysec")
    try:
        client = redis.Redis.from_url(url)
        fill(client)
        usec = timed_writes(client)
        index_bytes = client.memory_usage(keys.INDEX_ALL, samples=1000)
        board_bytes = client.memory_usage(keys.rating_board("glueckauf"), samples=1000)
        games_per_s = TARGET_MOVES_PER_S / MOVES_PER_GAME
        print(f"global keys with {MEMBERS:,} members (redis-server {client.info()['redis_version']}):"
              f" ZADD {usec['zadd']:.2f} µs, ZREM {usec['zrem']:.2f} µs, ZREVRANGE of 50 "
              f"{usec['zrevrange']:.2f} µs per call (INFO commandstats); games:index "
              f"{index_bytes / MEMBERS:.0f} B per game, a leaderboard {board_bytes / MEMBERS:.0f} B "
              f"per entity")
        worst = max(WRITES_PER_GAME.values()) * games_per_s
        core = worst * max(usec["zadd"], usec["zrem"]) / 1e6
        print(f"at {TARGET_MOVES_PER_S:,} moves/s and {MOVES_PER_GAME} moves a game: "
              f"{games_per_s:.0f} games end per second; the busiest global key takes "
              f"{worst:.0f} writes/s = {core * 100:.2f}% of one Redis core; all of them "
              f"{sum(WRITES_PER_GAME.values()) * games_per_s:.0f} writes/s")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
