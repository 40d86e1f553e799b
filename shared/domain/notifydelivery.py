"""Sending a person's notifications (the deliver_notifications task): a channel's outbox, once due
and outside quiet hours, is claimed whole into one batch (one mail for several games), and the batch
is sent with retries. A batch is sent at most once: the claim empties the outbox in one step, a
second run of the task finds the batch settled, and a run holds the batch while it sends it."""
import uuid

from .commands import DeliverNotifications, ReleaseDueNotifications
from .inbox import schedule
from .mails import batch_mail, push_payload
from .messagebus import Result, handles
from .notifyevents import still_waiting
from .notifysettings import preferences, quiet_until, reading_language, verified_address
from .tasknames import DELIVER_NOTIFICATIONS

SEND_HOLD_S = 120    # longer than one send may take (SMTP and push time-outs are shorter)
PUSH_TTL_S = 86400   # a push service keeps an undelivered message this long


@handles(DeliverNotifications)
def deliver(ctx, cmd: DeliverNotifications) -> Result:
    """Claim the due outbox into a batch (no batch id) or retry a batch; then one attempt."""
    batch_id = cmd.batch_id
    if batch_id is None:
        batch_id = _stranded(ctx, cmd.player_id, cmd.channel)
        if batch_id is not None:   # the outbox goes on the beat's next pass
            first = ctx.notifications.first_due(cmd.player_id, cmd.channel)
            if first is not None:
                ctx.notifications.due_again(cmd.player_id, cmd.channel, first)
    batch_id = batch_id or _claim(ctx, cmd.player_id, cmd.channel)
    if batch_id is None:
        return Result({"sent": 0, "retry": False})
    return _attempt(ctx, cmd.player_id, batch_id, cmd.tries)


def _stranded(ctx, player_id: str, channel: str) -> str | None:
    """A batch claimed long ago and never settled (its worker died mid-send, and the task came
    back without the batch's id): it is tried again before anything new is claimed."""
    for batch_id in ctx.notifications.open_batches(player_id, channel,
                                                   ctx.clock() - SEND_HOLD_S * 1000):
        batch = ctx.notifications.batch(player_id, batch_id)
        if batch is not None and batch["status"] == "pending":
            return batch_id
        ctx.notifications.forget_open(player_id, channel, batch_id)   # expired
    return None


def _claim(ctx, player_id: str, channel: str) -> str | None:
    """The id of a new batch of everything in the outbox, or None: empty, not due, or quiet."""
    first = ctx.notifications.first_due(player_id, channel)
    if first is None:
        return None
    now = ctx.clock()
    prefs = preferences(ctx.notifications.settings(player_id))
    due = max(first, quiet_until(prefs, now) or 0)
    if due > now:   # too early (a duplicate task) or quiet hours: again when it is due
        ctx.notifications.due_again(player_id, channel, due)
        schedule(ctx, player_id, channel, due - now)
        return None
    batch = {"id": uuid.uuid4().hex, "channel": channel, "created_at": now, "status": "pending"}
    return batch["id"] if ctx.notifications.claim(player_id, channel, batch) else None


def _attempt(ctx, player_id: str, batch_id: str, tries: int) -> Result:
    batch = ctx.notifications.batch(player_id, batch_id)
    if batch is None or batch["status"] != "pending":
        return Result({"sent": 0, "retry": False, "status": batch and batch["status"]})
    if not ctx.notifications.hold(player_id, batch_id, SEND_HOLD_S):
        return Result({"sent": 0, "retry": False, "status": "sending elsewhere"})
    batch["attempts"] = list(batch.get("attempts") or [])   # Lua's cjson writes [] as {}
    try:
        error, count = _send(ctx, player_id, batch)
        batch["attempts"].append({"at": ctx.clock(), "error": error})
        if error is None:
            batch["status"] = "sent" if count else "dropped"
        elif len(batch["attempts"]) >= tries:
            batch["status"] = "failed"
        ctx.notifications.save_batch(player_id, batch)
    finally:
        ctx.notifications.release(player_id, batch_id)
    return Result({"sent": count if error is None else 0, "status": batch["status"],
                   "retry": batch["status"] == "pending", "batch_id": batch_id,
                   "attempts": len(batch["attempts"])})


def _send(ctx, player_id: str, batch: dict) -> tuple[str | None, int]:
    """(what went wrong or None, how many notifications went): the preferences are read again,
    so a kind turned off (or an address changed) since the notification was queued is not sent."""
    stored = ctx.notifications.settings(player_id)
    prefs = preferences(stored)
    notes = still_waiting(ctx, [n for n in ctx.notifications.many(player_id, batch["notes"])
                                if prefs["kinds"][n["kind"]][batch["channel"]]])
    if not notes:
        return None, 0
    language = reading_language(ctx, player_id, stored)
    if batch["channel"] == "email":
        address = verified_address(stored)
        if address is None:
            return None, 0
        message = batch_mail(ctx, player_id, address, notes, language, ctx.notify.sender)
        return ctx.send_mail(message), len(notes)
    return _push(ctx, player_id, push_payload(ctx, notes, language)), len(notes)


def _push(ctx, player_id: str, payload: bytes) -> str | None:
    """Push to every subscription of the person; one gone for good (404, 410) is forgotten."""
    if ctx.send_push is None:
        return "this process sends no push (the worker does)"
    errors = []
    for sub in ctx.notifications.subscriptions(player_id):
        error, gone = ctx.send_push(sub, payload, PUSH_TTL_S)
        if gone:
            ctx.notifications.remove_subscription(player_id, sub["id"])
        elif error:
            errors.append(error)
    return "; ".join(errors) or None


@handles(ReleaseDueNotifications)
def release_due(ctx, cmd: ReleaseDueNotifications) -> Result:
    """The beat: enqueue the delivery of every outbox due now (quiet hours over, a lost task)."""
    taken = ctx.notifications.take_due(ctx.clock(), cmd.limit)
    for player_id, channel in taken:
        ctx.enqueue(DELIVER_NOTIFICATIONS, {"player_id": player_id, "channel": channel})
    return Result({"released": len(taken)})
