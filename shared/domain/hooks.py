"""What follows a committed write besides the game's own tasks: turn records, the players' game
lists, turn clocks, webhooks and, at the end, ratings. Called by `bus.commit` after the commit.

A failure here is logged and never fails the write (it is committed already); the beat sweeper
and the idempotent tasks make a lost notification or deadline the worst case.
"""
import logging

from .game import FINISHED, Game

UPDATE_RATINGS = "pithead.update_ratings"
DELIVER_WEBHOOK = "pithead.deliver_webhook"
SWEEP_DEADLINES = "pithead.sweep_deadlines"
REQUEUE_RATINGS = "pithead.requeue_ratings"
RATINGS_PENDING = "ratings:pending"   # ZSET finished game id -> when it finished (ms), until rated

log = logging.getLogger(__name__)


def after_commit(ctx, before: Game, after: Game, entry: dict, change=None,
                 webhooks_of: dict | None = None) -> None:
    """Run every after-write step; log and swallow their errors. `change` is the turn change the
    commit stored already (bus.commit writes the turn record in the same atomic step);
    `webhooks_of` the webhooks of the players to notify, read with the commit."""
    from . import clocks, turns, webhooks
    redis = ctx.games.redis
    try:
        if before.version == 0 or before.meta.get("seats") != after.meta["seats"]:
            turns.index_players(redis, before, after)
        if change is None:
            change = turns.record(redis, before, after, ctx.clock())
        clocks.on_commit(ctx, before, after, entry, change)
        webhooks.on_commit(ctx, before, after, entry, change, webhooks_of)
        if after.status == FINISHED and before.status != FINISHED:
            # noted first, so a lost task is re-enqueued by the beat (ratings.RequeueRatings)
            redis.zadd(RATINGS_PENDING, {after.id: ctx.clock()})
            ctx.enqueue(UPDATE_RATINGS, {"game_id": after.id})
    except Exception:  # the write stands; see the module docstring
        log.exception("after-commit step failed", extra={"game_id": after.id})
