"""Tasks of asynchronous play: webhook delivery with exponential backoff, the turn-clock sweep
(celery beat), and ratings at game end. Thin: ids in, one handler call, safe to run twice."""
import redis

from shared import domain
from shared.domain import clocks, hooks, ratings, webhooks

from .app import celery, context, settings


@celery.task(name=hooks.DELIVER_WEBHOOK, bind=True, max_retries=None)
def deliver_webhook(self, player_id: str, delivery_id: str) -> dict:
    """Try one delivery; retry after backoff * 2^n seconds until it is delivered or failed."""
    cmd = webhooks.DeliverWebhook(player_id, delivery_id, settings.webhook_tries,
                                  settings.webhook_timeout)
    body = domain.handle(context(), cmd).body
    if body["retry"]:
        # short countdowns only (seconds to minutes): well under the broker's visibility timeout
        raise self.retry(countdown=settings.webhook_backoff * 2 ** (body["attempts"] - 1))
    return body


@celery.task(name=hooks.SWEEP_DEADLINES)
def sweep_deadlines() -> dict:
    """Time out the turns whose deadline passed (autopilot or drop)."""
    return domain.handle(context(), clocks.SweepDeadlines()).body


@celery.task(name=hooks.REQUEUE_RATINGS)
def requeue_ratings() -> dict:
    """Re-enqueue the ratings of finished games whose update_ratings task was lost."""
    older = int(settings.reconcile_after * 1000)
    return domain.handle(context(), ratings.RequeueRatings(older)).body


@celery.task(name=hooks.UPDATE_RATINGS, autoretry_for=(redis.WatchError,), max_retries=5,
             retry_backoff=True)
def update_ratings(game_id: str) -> dict:
    """Rate a finished game once (a second run finds it rated and changes nothing)."""
    return domain.handle(context(), ratings.UpdateRatings(game_id)).body
