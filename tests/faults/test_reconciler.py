"""The reconciler re-enqueues a waiting game's work once per RECONCILE_REPEAT, not at every run.

Found by test_kill9: after a worker or Redis restart the queue ran slower than RECONCILE_AFTER, so
every waiting game looked idle at every run (0.5 s) and got another duplicate task each time; the
duplicates outgrew what the worker drained, and the real work waited behind a 1,700-task backlog.
It also repairs a started game still listed as open (a process killed between the start's commit
and its index move): the commit notes the move in the game's bucket, and only those notes are read.
"""
import time

import pytest

from shared import domain
from shared.bootstrap import context_on
from shared.domain import tasknames
from shared.store import connect, keys


@pytest.fixture
def ctx(redis_url):
    """A handler context on the real test Redis whose enqueued tasks are kept in a list."""
    client = connect(redis_url)
    yield context_on(client)
    client.close()


def _bots_only_game(ctx) -> str:
    host = domain.handle(ctx, domain.RegisterPlayer("host")).body["id"]
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=5, join=False)).body["id"]
    for _ in range(2):
        domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    return gid


def _requeued(ctx, gid: str, repeat_ms: int) -> int:
    """Bot turns of `gid` one reconcile run enqueued."""
    ctx.enqueue.sent.clear()
    domain.handle(ctx, domain.ReconcileWaitingGames(older_than_ms=0, repeat_ms=repeat_ms))
    return sum(1 for name, kw in ctx.enqueue.sent if name == tasknames.BOT_TURN and kw["game_id"] == gid)


def test_same_work_is_requeued_once_per_repeat_window(ctx):
    gid = _bots_only_game(ctx)
    assert _requeued(ctx, gid, repeat_ms=60_000) == 1    # the started game waits for a bot
    assert _requeued(ctx, gid, repeat_ms=60_000) == 0    # still queued: no duplicate
    assert _requeued(ctx, gid, repeat_ms=60_000) == 0


def test_requeued_again_after_the_window_or_a_new_version(ctx):
    gid = _bots_only_game(ctx)
    assert _requeued(ctx, gid, repeat_ms=100) == 1
    time.sleep(0.2)                                        # the re-enqueued task may be lost too
    assert _requeued(ctx, gid, repeat_ms=100) == 1
    game = domain.Game.of(ctx.games.load(gid), gid)
    seat = min(game.rules.active_seats(game.state))
    assert domain.handle(ctx, domain.PlayBotTurn(gid, seat, game.version)).body["applied"]
    assert _requeued(ctx, gid, repeat_ms=60_000) == 1      # a new version waits: new work


def test_a_started_game_left_in_the_open_index_is_repaired_and_requeued(ctx):
    gid = _bots_only_game(ctx)
    game = domain.Game.of(ctx.games.load(gid), gid)
    # the process died after the start's commit, before its index move and its first task:
    # the game is listed as open, and the commit's note of the move is still there
    ctx.games.index(gid, game.meta["created_at"], "open", "started")
    ctx.games.redis.zadd(keys.index_moves(keys.bucket(gid)), {gid: game.meta["updated_at"]})
    assert gid not in ctx.games.list_ids("started", 0, 10_000)
    assert _requeued(ctx, gid, repeat_ms=60_000) == 1
    assert gid in ctx.games.list_ids("started", 0, 10_000)
    assert gid not in ctx.games.list_ids("open", 0, 10_000)
    assert ctx.games.index_moves_due(game.meta["updated_at"]) == []
