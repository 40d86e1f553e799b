"""The Celery app of the worker and beat: its settings, the beat schedule, and the domain context
of this worker process. Tasks are registered by services/worker/tasks.py."""
from celery import Celery

from shared import config, domain
from shared.adapters.push import VapidPusher
from shared.adapters.queue import CeleryQueue
from shared.bootstrap import build_context
from shared.domain import tasknames

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
    beat_schedule={"reconcile": {"task": tasknames.RECONCILE,
                                 "schedule": settings.reconcile_interval},
                   "sweep_deadlines": {"task": tasknames.SWEEP_DEADLINES,
                                       "schedule": settings.sweep_interval},
                   "requeue_ratings": {"task": tasknames.REQUEUE_RATINGS,
                                       "schedule": settings.reconcile_interval},
                   "tidy_finished": {"task": tasknames.TIDY_FINISHED,
                                     "schedule": settings.tidy_interval},
                   "release_notifications": {"task": tasknames.RELEASE_NOTIFICATIONS,
                                             "schedule": settings.notify_interval},
                   "warn_clocks": {"task": tasknames.WARN_CLOCKS,
                                   "schedule": settings.notify_interval}},
)

_context = None


def context() -> domain.Context:
    """The domain context of this worker process (built after the fork, on first use)."""
    global _context
    if _context is None:
        enqueue = CeleryQueue(settings.broker_url, settings.task_queue, app=celery)
        pusher = VapidPusher(settings.vapid_private_key, settings.vapid_subject)
        _context = build_context(settings, enqueue, send_push=pusher)
    return _context
