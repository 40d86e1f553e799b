"""The beat-driven reconciler: re-enqueues the work of started games that waited on the system or a
bot for too long, and the timed system steps overdue (a task lost with its worker or broker), and
repairs status indexes a crash left behind. Idempotent tasks make any duplicate harmless."""
import logging

from .commands import ReconcileWaitingGames
from .events import timer_of
from .followups import needed
from .game import OPEN, STARTED, Game
from .messagebus import Result, handles
from .tasknames import SYSTEM_STEP

log = logging.getLogger(__name__)


@handles(ReconcileWaitingGames)
def reconcile_waiting_games(ctx, cmd: ReconcileWaitingGames) -> Result:
    """Re-enqueue the follow-ups of started games idle longer than `older_than_ms`, and overdue timers."""
    now, requeued = ctx.clock(), []
    _repair_open_index(ctx)
    for snapshot in ctx.games.load_many(ctx.games.list_ids(STARTED, 0, 10_000)):
        if now - snapshot.meta.get("updated_at", 0) >= cmd.older_than_ms and \
                _each(_requeue_work, ctx, snapshot.meta["id"], cmd.repeat_ms):
            requeued.append(snapshot.meta["id"])
    timers = [game_id for game_id in ctx.timers.overdue(now - cmd.older_than_ms)
              if _each(_requeue_timer, ctx, game_id, cmd.repeat_ms)]
    return Result({"requeued": requeued, "timers": timers})


def _each(step, ctx, game_id: str, repeat_ms: int) -> bool:
    """One game's step; a game that cannot be read (say, of a game no longer registered) is
    logged and skipped, never a stop for the others."""
    try:
        return step(ctx, game_id, repeat_ms)
    except Exception:  # noqa: BLE001 (the next run tries again)
        log.exception("reconciling a game failed", extra={"game_id": game_id})
        return False


def _requeue_work(ctx, game_id: str, repeat_ms: int) -> bool:
    """Enqueue again what an idle started game waits for; True if anything was."""
    game = Game.of(ctx.games.load(game_id), game_id)
    if game.status != STARTED:  # its index move was lost after the commit: repair it
        ctx.games.index(game.id, game.meta["created_at"], game.status, STARTED)
        return False
    work = needed(game)
    if not work or not _first_requeue(ctx, game, repeat_ms):
        return False
    for name, kwargs in work:
        ctx.enqueue(name, kwargs)
    return True


def _requeue_timer(ctx, game_id: str, repeat_ms: int) -> bool:
    """Enqueue again an overdue timed step that is still pending; True if it was."""
    snapshot = ctx.games.load(game_id)
    game = Game.of(snapshot, game_id) if snapshot else None
    timer = timer_of(game) if game and game.status == STARTED else None
    if timer is None:
        ctx.timers.clear(game_id)   # it fired or was cancelled and the record was left behind
        return False
    if not _first_requeue(ctx, game, repeat_ms, f":timer{timer['id']}"):
        return False
    ctx.enqueue(SYSTEM_STEP, {"game_id": game_id, "expected_version": game.version,
                              "timer_id": timer["id"]})
    return True


def _repair_open_index(ctx) -> None:
    """Move started games still listed as open to their index, so the loop below sees them.

    The index move follows the commit; a process killed between the two (or Redis gone) left a
    started game listed as open, where no reconciler looked: a lost first bot task then stalled
    it for good."""
    for snapshot in ctx.games.load_many(ctx.games.list_ids(OPEN, 0, 10_000)):
        if snapshot.meta["status"] != OPEN:
            ctx.games.index(snapshot.meta["id"], snapshot.meta["created_at"],
                            snapshot.meta["status"], OPEN)


def _first_requeue(ctx, game: Game, repeat_ms: int, work: str = "") -> bool:
    """True at most once per `repeat_ms` for a game's work at one version.

    When the queue runs slower than `older_than_ms` (a backlog after a worker or Redis restart),
    every waiting game looks idle at every run; re-enqueueing each of them every run put more
    duplicates in the queue than the worker could drain, so the real work waited ever longer
    behind them (seen in tests/faults: a 1,700-task backlog and no game moving)."""
    if repeat_ms <= 0:
        return True
    return ctx.games.mark_requeued(game.id, game.version, repeat_ms, work)
