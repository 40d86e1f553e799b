"""The reconciler at scale (issue 18): 100,000 started games that wait for their players, and 10 of
the oldest games waiting for a bot task the broker lost. The real handler on the real store (its own
Redis server, so the other tests keep theirs small); the task queue is the recording adapter, since
what is checked is what the domain enqueues, not Celery's delivery.

Before the index of waiting games, the reconciler read the newest 10,000 started games: these 10,
older than all the others, were never looked at."""
import shutil
import tempfile
from pathlib import Path

import pytest

from shared import config, domain, redis_server
from shared.bootstrap import context_on
from shared.domain.context import now_ms
from shared.domain import commands, tasknames
from shared.store import connect, keys
from tests.bench.scale import beat_cycle, redis_usec, seed_idle_games
from tests.integration.asyncplay import Clock

GAMES = 100_000
LOST = 10
DAY = 86_400_000


@pytest.fixture(scope="module")
def big_redis():
    """A Redis of its own (no AOF: the test is about reads), closed after the module."""
    data_dir = Path(tempfile.mkdtemp(prefix="pithead-scale-"))
    proc, url = redis_server.start(data_dir, fsync="no")
    client = connect(url)
    client.config_set("appendonly", "no")
    try:
        yield client
    finally:
        client.close()
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(data_dir, ignore_errors=True)


def _lost_bot_games(ctx, clock: Clock, count: int) -> list[str]:
    """`count` bots-only games created 8 days ago (older than every seeded game), started now;
    their first bot task is lost."""
    host = domain.handle(ctx, domain.RegisterPlayer("host")).body["id"]
    started, games = clock.now, []
    for n in range(count):
        clock.now = started - 8 * DAY + n
        gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=n, join=False)).body["id"]
        for _ in range(2):
            domain.handle(ctx, domain.AddBot(host, gid, "easy"))
        games.append(gid)
    clock.now = started
    for gid in games:
        domain.handle(ctx, domain.StartGame(host, gid))
    ctx.enqueue.sent.clear()      # the broker lost every task
    return games


@pytest.fixture(scope="module")
def seeded(big_redis):
    """The 100,000 idle games and the 10 lost ones; (the time the 10 began to wait, their ids)."""
    clock = Clock(now_ms())
    ctx = context_on(big_redis, clock=clock)
    seed_idle_games(big_redis, GAMES, clock.now)
    lost = _lost_bot_games(ctx, clock, LOST)
    return clock.now, lost


def test_the_reconciler_finds_the_lost_ten_among_100000_idle_games(big_redis, seeded):
    settings = config.settings()
    after, interval = int(settings.reconcile_after * 1000), int(settings.reconcile_interval * 1000)
    since, lost = seeded
    assert {int(big_redis.zscore(keys.waiting(keys.bucket(gid)), gid)) for gid in lost} == {since}
    oldest = big_redis.zrange(keys.status_index("started"), 0, LOST - 1)
    assert sorted(gid.decode() for gid in oldest) == sorted(lost)
    assert big_redis.zcard(keys.status_index("started")) == GAMES + LOST + 1   # + the template
    clock = Clock(since + 1)       # the beat's phase: its first run right after the loss
    ctx = context_on(big_redis, clock=clock)
    requeued, tasks = [], []
    while clock.now <= since + after + interval:
        requeued += domain.handle(ctx, commands.ReconcileWaitingGames(after)).body["requeued"]
        tasks += ctx.enqueue.sent
        ctx.enqueue.sent.clear()
        clock.now += interval
    assert sorted(requeued) == sorted(lost)
    assert sorted(kw["game_id"] for name, kw in tasks if name == tasknames.BOT_TURN) == sorted(lost)
    assert {name for name, _ in tasks} == {tasknames.BOT_TURN}


def test_a_beat_cycle_reads_only_the_buckets(big_redis, seeded):
    """With the games above in Redis, a beat cycle reads the per-bucket sets and nothing per game."""
    since, _ = seeded
    ctx = context_on(big_redis, clock=Clock(since + 1))
    _, calls, per_command = redis_usec(big_redis, lambda: beat_cycle(ctx))
    assert per_command.get("zrangebyscore", 0) == 4 * keys.BUCKETS
    assert calls == 4 * keys.BUCKETS, per_command      # no MGET, no ZREVRANGE of the 100,000
