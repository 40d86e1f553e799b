"""The beat-driven reconciler: re-enqueues the work of started games that waited on the system or a
bot for too long, and the timed system steps overdue (a task lost with its worker or broker), and
repairs status indexes a crash left behind. Idempotent tasks make any duplicate harmless.

A run reads only what is due: the per-bucket index of games that wait (kept by each commit, so a
game waiting only for its players is never read), the timers due and the status moves a crash left
undone, each older than `older_than_ms`. Its cost grows with those, not with all games."""
import logging

from . import reactions
from .commands import ReconcileWaitingGames
from .events import timers_of
from .followups import needed
from .game import FINISHED, OPEN, STARTED, Game
from .messagebus import Result, handles
from .tasknames import SYSTEM_STEP

log = logging.getLogger(__name__)


@handles(ReconcileWaitingGames)
def reconcile_waiting_games(ctx, cmd: ReconcileWaitingGames) -> Result:
    """Re-enqueue the follow-ups of waiting games idle longer than `older_than_ms`, and overdue timers."""
    cutoff = ctx.clock() - cmd.older_than_ms
    _repair_indexes(ctx, cutoff)
    requeued = [game_id for game_id in _idle(ctx, ctx.games.waiting(cutoff), cutoff)
                if _each(_requeue_work, ctx, game_id, cmd.repeat_ms)]
    timers = [game_id for game_id in ctx.timers.overdue(cutoff)
              if _each(_requeue_timer, ctx, game_id, cmd.repeat_ms)]
    return Result({"requeued": requeued, "timers": timers})


def _idle(ctx, game_ids: list[str], cutoff: int) -> list[str]:
    """Of games that wait since before `cutoff`, those not written since either (a game whose bots
    keep moving waits all along, but each write enqueued its next task)."""
    if not game_ids:
        return []
    return [snapshot.meta["id"] for snapshot in ctx.games.load_many(game_ids)
            if snapshot.meta.get("updated_at", 0) <= cutoff]


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
    work = needed(game)
    if not work or not _first_requeue(ctx, game, repeat_ms):
        return False
    reactions.enqueue(ctx, game, (game.turn or {}).get("since", {}), work)
    return True


def _requeue_timer(ctx, game_id: str, repeat_ms: int) -> bool:
    """Enqueue again every overdue timed step that is still pending; True if any was."""
    snapshot = ctx.games.load(game_id)
    game = Game.of(snapshot, game_id) if snapshot else None
    pending = timers_of(game) if game and game.status == STARTED else []
    if not pending:
        ctx.timers.clear(game_id)   # they fired or were cancelled and the record was left behind
        return False
    dues, now = game.timer_dues(), ctx.clock()
    overdue = [t for t in pending if dues.get(t["id"], 0) <= now]   # unrecorded: set before dues were
    if not overdue:   # the record was left at a timer that fired: move it to the earliest pending
        ctx.timers.set(game_id, min(dues[t["id"]] for t in pending))
        return False
    requeued = False
    for timer in overdue:
        if _first_requeue(ctx, game, repeat_ms, f":timer{timer['id']}"):
            ctx.enqueue(SYSTEM_STEP, {"game_id": game_id, "expected_version": game.version,
                                      "timer_id": timer["id"]})
            requeued = True
    return requeued


def _repair_indexes(ctx, cutoff: int) -> None:
    """List under its status each game whose status changed before `cutoff` but whose index move
    never happened: it follows the commit, and a process killed between the two (or Redis gone)
    left, say, a started game listed as open. The commit notes each status change in its bucket
    and `index` clears the note, so only those left over are read, never the whole open index.
    (The waiting games no longer come from the status index, so a lost move stalls no game.)"""
    for snapshot in ctx.games.load_many(ctx.games.index_moves_due(cutoff)):
        meta = snapshot.meta
        for previous in {OPEN, STARTED, FINISHED} - {meta["status"]}:
            ctx.games.index(meta["id"], meta["created_at"], meta["status"], previous)


def _first_requeue(ctx, game: Game, repeat_ms: int, work: str = "") -> bool:
    """True at most once per `repeat_ms` for a game's work at one version.

    When the queue runs slower than `older_than_ms` (a backlog after a worker or Redis restart),
    every waiting game looks idle at every run; re-enqueueing each of them every run put more
    duplicates in the queue than the worker could drain, so the real work waited ever longer
    behind them (seen in tests/faults: a 1,700-task backlog and no game moving)."""
    if repeat_ms <= 0:
        return True
    return ctx.games.mark_requeued(game.id, game.version, repeat_ms, work)
