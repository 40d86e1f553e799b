"""Every Celery task, registered under its name from shared/domain/tasknames.py. Thin: ids and the
expected version in, one handler call; each is safe to run twice (the handlers do nothing unless
the game still waits for exactly that work, and the version-checked commit lets one of two racing
runs write)."""
from shared import domain
from shared.domain import commands, tasknames
from shared.store.ratings import WatchError

from .celeryapp import celery, context, settings


def _run(command) -> dict:
    return domain.handle(context(), command).body


@celery.task(name=tasknames.SYSTEM_STEP)
def system_step(game_id: str, expected_version: int, timer_id: int | None = None) -> dict:
    """Apply the game's system step (`rules.system_action`) if it still waits for it: the
    immediate step at that version, or the timed step of `timer_id` while it is pending."""
    return _run(commands.ApplySystemAction(game_id, expected_version, timer_id))


@celery.task(name=tasknames.BOT_TURN)
def bot_turn(game_id: str, seat: int, expected_version: int) -> dict:
    """Play the bot's turn at `seat` if it is still its turn at that version."""
    return _run(commands.PlayBotTurn(game_id, seat, expected_version))


@celery.task(name=tasknames.BOT_MOVE)
def bot_move(move_id: str) -> dict:
    """Compute a requested bot move (bots as a service); a second run finds it done."""
    return _run(commands.ComputeBotMove(move_id))


@celery.task(name=tasknames.RECONCILE)
def reconcile() -> dict:
    """Re-enqueue the work of games that waited on the system, a bot or a timer for too long."""
    return _run(commands.ReconcileWaitingGames(int(settings.reconcile_after * 1000),
                                               int(settings.reconcile_repeat * 1000)))


@celery.task(name=tasknames.DELIVER_WEBHOOK, bind=True, max_retries=None)
def deliver_webhook(self, player_id: str, delivery_id: str) -> dict:
    """Try one delivery; retry after backoff * 2^n seconds until it is delivered or failed."""
    body = _run(commands.DeliverWebhook(player_id, delivery_id, settings.webhook_tries,
                                        settings.webhook_timeout))
    if body["retry"]:
        # short countdowns only (seconds to minutes): well under the broker's visibility timeout
        raise self.retry(countdown=settings.webhook_backoff * 2 ** (body["attempts"] - 1))
    return body


@celery.task(name=tasknames.SWEEP_DEADLINES)
def sweep_deadlines() -> dict:
    """Time out the turns whose deadline passed (autopilot or drop)."""
    return _run(commands.SweepDeadlines())


@celery.task(name=tasknames.REQUEUE_RATINGS)
def requeue_ratings() -> dict:
    """Re-enqueue the ratings of finished games whose update_ratings task was lost."""
    return _run(commands.RequeueRatings(int(settings.reconcile_after * 1000)))


@celery.task(name=tasknames.COMPACT_GAME)
def compact_game(game_id: str, expected_version: int | None = None) -> dict:
    """Collapse a finished game whose follow-ups are done into one record (twice: no change)."""
    return _run(commands.CompactGame(game_id, expected_version, int(settings.compact_after * 1000)))


@celery.task(name=tasknames.TIDY_FINISHED)
def tidy_finished() -> dict:
    """Enqueue the compactions whose trigger was lost; delete games past FINISHED_RETENTION_DAYS."""
    days = settings.finished_retention_days
    return _run(commands.TidyFinishedGames(
        int(max(settings.reconcile_after, settings.compact_after) * 1000),
        int(settings.reconcile_repeat * 1000),
        None if days is None else int(days * 86_400_000)))


@celery.task(name=tasknames.UPDATE_RATINGS, autoretry_for=(WatchError,), max_retries=5,
             retry_backoff=True)
def update_ratings(game_id: str) -> dict:
    """Rate a finished game once (a second run finds it rated and changes nothing)."""
    return _run(commands.UpdateRatings(game_id))
