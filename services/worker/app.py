"""The Celery app (`celery -A services.worker.app:celery worker|beat`): shift scoring, bot turns,
and the beat-driven reconciler. Tasks are thin: ids and the expected version in, one handler call.

Every task is safe to run twice: the handlers do nothing unless the game still waits for exactly
that work at that version, and the version-checked commit lets only one of two racing runs write.
"""
from celery import Celery

from shared import config, domain
from shared.domain import hooks
from shared.domain import botmoves
from shared.domain import tasks as names

settings = config.settings()
celery = Celery("pithead", broker=settings.broker_url)
celery.conf.update(
    task_acks_late=True,                 # a task dies with its worker -> redelivered, not lost
    task_reject_on_worker_lost=True,
    worker_concurrency=settings.worker_concurrency,
    worker_prefetch_multiplier=1,        # short tasks, fair dispatch, little held by a dying worker
    task_ignore_result=True,             # results live in the game's log, not a result backend
    task_default_queue=settings.task_queue,
    broker_connection_retry_on_startup=True,
    worker_hijack_root_logger=False,
    beat_schedule={"reconcile": {"task": names.RECONCILE, "schedule": settings.reconcile_interval},
                   "sweep_deadlines": {"task": hooks.SWEEP_DEADLINES,
                                       "schedule": settings.sweep_interval},
                   "requeue_ratings": {"task": hooks.REQUEUE_RATINGS,
                                       "schedule": settings.reconcile_interval}},
)

_context = None


def context() -> domain.Context:
    """The domain context of this worker process (built after the fork, on first use)."""
    global _context
    if _context is None:
        enqueue = domain.CeleryEnqueuer(settings.broker_url, settings.task_queue, app=celery)
        _context = domain.build_context(settings, enqueue)
    return _context


@celery.task(name=names.SCORE_SHIFT)
def score_shift(game_id: str, expected_version: int) -> dict:
    """Apply the system step (end-of-shift scoring) if the game still waits for it."""
    return domain.handle(context(), domain.ApplySystemAction(game_id, expected_version)).body


@celery.task(name=names.BOT_TURN)
def bot_turn(game_id: str, seat: int, expected_version: int) -> dict:
    """Play the bot's turn at `seat` if it is still its turn at that version."""
    return domain.handle(context(), domain.PlayBotTurn(game_id, seat, expected_version)).body


@celery.task(name=botmoves.BOT_MOVE)
def bot_move(move_id: str) -> dict:
    """Compute a requested bot move (bots as a service); a second run finds it done."""
    return domain.handle(context(), botmoves.ComputeBotMove(move_id)).body


@celery.task(name=names.RECONCILE)
def reconcile() -> dict:
    """Re-enqueue the work of games that waited on the system or a bot for too long."""
    older = int(settings.reconcile_after * 1000)
    repeat = int(settings.reconcile_repeat * 1000)
    return domain.handle(context(), domain.ReconcileWaitingGames(older, repeat)).body


from . import tasks_async  # noqa: E402,F401  (webhooks, clocks, ratings: registers the tasks)
