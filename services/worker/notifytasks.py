"""The tasks that reach people whose page is closed: a channel's outbox sent as one batch (retried
with exponential backoff), an address's confirmation mail, and the beat's passes over outboxes
held by quiet hours and turn clocks about to run out. Each is safe to run twice."""
from shared import domain
from shared.domain import commands, tasknames

from .celeryapp import celery, context, settings


def _run(command) -> dict:
    return domain.handle(context(), command).body


@celery.task(name=tasknames.DELIVER_NOTIFICATIONS, bind=True, max_retries=None)
def deliver_notifications(self, player_id: str, channel: str, batch_id: str | None = None) -> dict:
    """Send the due outbox of a channel as one batch; retry it after backoff * 2^n seconds."""
    body = _run(commands.DeliverNotifications(player_id, channel, batch_id, settings.notify_tries))
    if body["retry"]:
        raise self.retry(kwargs={"player_id": player_id, "channel": channel,
                                 "batch_id": body["batch_id"]},
                         countdown=settings.notify_backoff * 2 ** (body["attempts"] - 1))
    return body


@celery.task(name=tasknames.CONFIRM_EMAIL, bind=True, max_retries=5)
def send_email_confirmation(self, player_id: str, address: str) -> dict:
    """Mail the link that verifies an address; retried while the server refuses."""
    body = _run(commands.SendEmailConfirmation(player_id, address))
    if body["retry"]:
        raise self.retry(countdown=settings.notify_backoff * 2 ** self.request.retries)
    return body


@celery.task(name=tasknames.RELEASE_NOTIFICATIONS)
def release_notifications() -> dict:
    """Enqueue the deliveries of outboxes due now (quiet hours ended, a lost task)."""
    return _run(commands.ReleaseDueNotifications())


@celery.task(name=tasknames.WARN_CLOCKS)
def warn_clocks() -> dict:
    """Tell the people whose turn clock is about to run out."""
    return _run(commands.WarnClocks())
