"""Finished games compacted, and deleted after the retention period.

A game that ends is listed in its bucket's set of games to compact (a GameFinished handler). Once
its follow-ups are done (it is rated, and none of its webhook deliveries is still pending) it is
collapsed into one compressed record from which every read answers as before (the repository's
`compact`; shared/store/archive.py). The follow-ups trigger it when they complete (the rating, a
`game_over` delivery settled); the beat's `TidyFinishedGames` enqueues the compactions whose
trigger was lost, and with a retention period deletes compacted games finished that long ago.
Running any of it twice changes nothing.
"""
import logging

from .commands import CompactGame, TidyFinishedGames
from .events import GameFinished
from .game import FINISHED, Game
from .messagebus import Result, handles
from .tasknames import COMPACT_GAME
from .turnrecord import players_of

log = logging.getLogger(__name__)


def note_finished(ctx, event: GameFinished) -> None:
    """After the write that ended a game: list it to compact once its follow-ups are done."""
    ctx.games.note_finished(event.game.id, event.game.meta.get("updated_at", ctx.clock()))


def followup_done(ctx, game_id: str, version: int | None = None) -> None:
    """A follow-up of a finished game completed: try to compact it (it checks the others)."""
    ctx.enqueue(COMPACT_GAME, {"game_id": game_id, "expected_version": version})


def waits_for(ctx, game: Game) -> str | None:
    """What a finished game's compaction still waits for, or None."""
    if not ctx.ratings.is_rated(game.meta["game"], game.id):
        return "ratings_pending"
    if ctx.webhooks.pending_of_game(game.id):
        return "webhooks_pending"
    return None


@handles(CompactGame)
def compact_game(ctx, cmd: CompactGame) -> Result:
    """Compact a finished game whose follow-ups are done; anything else is left as it is."""
    snapshot = ctx.games.load(cmd.game_id)
    if snapshot is None:
        return Result({"game_id": cmd.game_id, "compacted": False, "reason": "no_game"})
    game = Game.of(snapshot, cmd.game_id)
    reason = None
    if game.status != FINISHED:
        reason = "not_finished"
    elif cmd.expected_version is not None and cmd.expected_version != game.version:
        reason = "stale_version"
    elif ctx.clock() - game.meta.get("updated_at", 0) < cmd.after_ms:
        reason = "too_soon"   # the beat's pass compacts it once it is old enough
    else:
        reason = waits_for(ctx, game)
    if reason is None:
        outcome = ctx.games.compact(game.id, game.version, game.meta.get("updated_at", 0))
        reason = None if outcome == "ok" else outcome
    return Result({"game_id": game.id, "compacted": reason is None, "reason": reason})


@handles(TidyFinishedGames)
def tidy_finished_games(ctx, cmd: TidyFinishedGames) -> Result:
    """Enqueue the compactions whose trigger was lost; delete the games past retention."""
    now = ctx.clock()
    requeued = [game_id for game_id in ctx.games.to_compact(now - cmd.older_than_ms, cmd.limit)
                if cmd.repeat_ms <= 0 or
                ctx.games.mark_requeued(game_id, 0, cmd.repeat_ms, ":compact")]
    for game_id in requeued:
        followup_done(ctx, game_id)
    deleted = []
    if cmd.retention_ms is not None:
        for game_id in ctx.games.archived_before(now - cmd.retention_ms, cmd.limit):
            if _delete(ctx, game_id):
                deleted.append(game_id)
    return Result({"compactions": requeued, "deleted": deleted})


def _delete(ctx, game_id: str) -> bool:
    """Delete one compacted game; a failure is logged and the next run tries again."""
    try:
        snapshot = ctx.games.load(game_id)
        game = Game.of(snapshot, game_id) if snapshot else None
        return ctx.games.delete_archived(game_id, game and game.meta["game"],
                                         players_of(game) if game else set())
    except Exception:  # noqa: BLE001 (one game's trouble never stops the others)
        log.exception("deleting a finished game failed", extra={"game_id": game_id})
        return False
