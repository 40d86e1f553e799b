"""Follow-up work after a write, and how it is enqueued (Celery `send_task` by name).

Services enqueue by task name so that none of them imports the worker package.
"""
import logging
import threading

SCORE_SHIFT = "pithead.score_shift"
BOT_TURN = "pithead.bot_turn"
RECONCILE = "pithead.reconcile"

log = logging.getLogger(__name__)


def followups(game) -> list[tuple[str, dict]]:
    """The tasks a game needs now: the system step, or a turn for each active bot seat."""
    if game.state is None or game.status != "started":
        return []
    rules = game.rules
    if rules.is_over(game.state):
        return []
    if rules.awaiting_system(game.state):
        return [(SCORE_SHIFT, {"game_id": game.id, "expected_version": game.version})]
    return [(BOT_TURN, {"game_id": game.id, "seat": seat, "expected_version": game.version})
            for seat in sorted(rules.active_seats(game.state)) if game.bot_level(seat)]


class CeleryEnqueuer:
    """Sends tasks by name through a producer-only Celery app on the broker URL."""

    def __init__(self, broker_url: str, queue: str = "celery", app=None):
        self.broker_url = broker_url
        self.queue = queue
        self._app = app  # the worker passes its own app; services get a producer-only one
        self._making = threading.Lock()

    def __call__(self, name: str, kwargs: dict) -> None:
        """Enqueue one task; a broker failure is logged, since the beat reconciler re-enqueues."""
        try:
            self.app.send_task(name, kwargs=kwargs, queue=self.queue)
        except Exception:  # the write is committed already; never fail the request for this
            log.exception("enqueue failed", extra={"task": name, "task_kwargs": kwargs})

    @property
    def app(self):
        """The producer app, created on first use, by one thread: the first moves of a process
        come on several threads at once, and celery's lazy module and producer pool are not safe
        to set up concurrently (measured: 3 in 40 cold starts lost a task that way)."""
        if self._app is None:
            with self._making:
                if self._app is None:
                    from celery import Celery
                    app = Celery("pithead-producer", broker=self.broker_url)
                    app.conf.broker_connection_retry_on_startup = True
                    app.amqp.producer_pool   # noqa: B018 (built now, under the lock)
                    self._app = app
        return self._app


class RecordingEnqueuer:
    """Keeps enqueued tasks in a list (for tools and tests that run the follow-ups themselves)."""

    def __init__(self):
        self.sent: list[tuple[str, dict]] = []

    def __call__(self, name: str, kwargs: dict) -> None:
        """Record one task."""
        self.sent.append((name, kwargs))
