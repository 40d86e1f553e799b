"""The domain's task queue (TaskQueue port): Celery `send_task` by name (shared/domain/tasknames.py)
on the broker, so no service imports the worker package; and a recording queue for tools and tests
that run the follow-ups themselves."""
import logging
import threading

from celery import Celery

log = logging.getLogger(__name__)


class CeleryQueue:
    """Sends tasks by name through a producer-only Celery app on the broker URL."""

    def __init__(self, broker_url: str, queue: str = "celery", app=None):
        self.broker_url = broker_url
        self.queue = queue
        self._app = app  # the worker passes its own app; services get a producer-only one
        self._making = threading.Lock()

    def __call__(self, name: str, kwargs: dict, countdown: float | None = None) -> None:
        """Enqueue one task (after `countdown` seconds); a broker failure is logged, since the
        beat reconciler re-enqueues."""
        try:
            self.app.send_task(name, kwargs=kwargs, queue=self.queue, countdown=countdown)
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
                    app = Celery("pithead-producer", broker=self.broker_url)
                    app.conf.broker_connection_retry_on_startup = True
                    app.amqp.producer_pool   # noqa: B018 (built now, under the lock)
                    self._app = app
        return self._app


class RecordingQueue:
    """Keeps enqueued tasks in a list (for tools and tests that run the follow-ups themselves);
    `delayed` keeps the countdown of those enqueued with one."""

    def __init__(self):
        self.sent: list[tuple[str, dict]] = []
        self.delayed: list[tuple[str, dict, float]] = []

    def __call__(self, name: str, kwargs: dict, countdown: float | None = None) -> None:
        """Record one task."""
        self.sent.append((name, kwargs))
        if countdown is not None:
            self.delayed.append((name, kwargs, countdown))
