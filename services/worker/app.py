"""The worker's entry point (`celery -A services.worker.app:celery worker|beat`): the Celery app
(celeryapp.py) with every task registered (tasks.py): system steps (immediate and timed), bot
turns, bots as a service, webhook deliveries, ratings, notifications to people (notifytasks.py)
and the beat's reconcilers."""
from . import notifytasks, tasks  # noqa: F401  (registers the tasks on the app)
from .celeryapp import celery, context

__all__ = ["celery", "context"]
