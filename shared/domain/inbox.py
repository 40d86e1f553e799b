"""A person's notifications: recorded once per event into their history, then sent by e-mail and web
push as their preferences say, by a Celery task (notifydelivery.py), never on a move's write path.

`record_notification` is the one way in: the game's own events call it after a commit
(notifyevents.py), and so do invitations, friends and chat. Its `key` names the event: the same key
again records nothing and sends nothing. Mail about a turn waits `notify.batch_ms` so that several
games that wait for the person go in one mail (a push about a turn `notify.push_delay_ms`); a turn
played meanwhile is not sent; quiet hours hold mail and push until they end."""
import hashlib

from .commands import MarkNotificationsRead
from .messagebus import Result, handles
from .notifysettings import CHANNELS, KINDS, preferences, quiet_until, verified_address
from .tasknames import DELIVER_NOTIFICATIONS

BATCHED = ("your_turn", "response_window")   # a mail about these waits for others to join it
COUNTDOWN_MAX_S = 600   # longer waits (quiet hours) are the beat's (release_notifications)


def note_id(kind: str, key: str) -> str:
    """A notification's id: the same for the same kind and key."""
    return hashlib.sha256(f"{kind}\x00{key}".encode()).hexdigest()[:24]


def new_note(ctx, kind: str, key: str, context: dict) -> dict:
    """A notification of `kind` made now, named by `key` (the event's idempotency key); `context`
    is what it shows: game_id (a link to the table), game_title, and whatever the kind needs."""
    if kind not in KINDS:
        raise ValueError(f"unknown notification kind {kind!r}")
    return {"id": note_id(kind, key), "kind": kind, "key": key, "created_at": ctx.clock(),
            "game_id": context.get("game_id"), "context": context}


def record_notification(ctx, player_id: str, kind: str, key: str, context: dict) -> bool:
    """Record a notification of `kind` for a player once per `key` and schedule its delivery;
    False if that key was recorded already (new_note says what the arguments are)."""
    note = new_note(ctx, kind, key, context)
    if ctx.notifications is None:   # a context without the notification store (some tools)
        return False
    return record_note(ctx, player_id, note)


def record_note(ctx, player_id: str, note: dict, recorded: tuple | None = None) -> bool:
    """Record `note` once, unless `recorded` says the store did (what it answered when the note
    rode a commit's round trip), and schedule its delivery; False if it was recorded already."""
    created, stored, pushes = recorded or ctx.notifications.record(player_id, note)
    if not created:
        return False
    now, kind, prefs = note["created_at"], note["kind"], preferences(stored)
    for channel in _channels(stored, pushes, prefs, kind):
        due = max(now + _wait(ctx, channel, kind, prefs), quiet_until(prefs, now) or 0)
        ctx.notifications.queue(player_id, channel, note["id"], due)
        schedule(ctx, player_id, channel, due - now)
    return True


def _wait(ctx, channel: str, kind: str, prefs: dict) -> int:
    """How long (ms) a notification waits in its outbox: a turn's mail for others to join it, a
    turn's push a little (a person playing live moves first, and is not pushed: notifydelivery)."""
    if kind not in BATCHED:
        return 0
    if channel == "push":
        return ctx.notify.push_delay_ms
    return ctx.notify.batch_ms if prefs["batch_email"] else 0


def _channels(stored: dict, pushes: int, prefs: dict, kind: str) -> list[str]:
    """The channels a notification of `kind` goes on for this person now."""
    wanted = [c for c in CHANNELS if prefs["kinds"][kind][c]]
    if "email" in wanted and not verified_address(stored):
        wanted.remove("email")
    if "push" in wanted and not pushes:
        wanted.remove("push")
    return wanted


def schedule(ctx, player_id: str, channel: str, wait_ms: int) -> None:
    """Enqueue the delivery of a channel's outbox in `wait_ms` (a long wait: the beat's)."""
    kwargs = {"player_id": player_id, "channel": channel}
    if wait_ms <= 0:
        ctx.enqueue(DELIVER_NOTIFICATIONS, kwargs)
    elif wait_ms <= COUNTDOWN_MAX_S * 1000:
        ctx.enqueue(DELIVER_NOTIFICATIONS, kwargs, countdown=wait_ms / 1000)


def history(ctx, player_id: str, limit: int) -> dict:
    """The newest notifications, newest first, each marked read or not, and how many are unread."""
    notes, unread = ctx.notifications.history(player_id, limit)
    return {"notifications": [{**n, "read": n["id"] not in unread} for n in notes],
            "unread": ctx.notifications.unread_count(player_id)}


@handles(MarkNotificationsRead)
def mark_read(ctx, cmd: MarkNotificationsRead) -> Result:
    """Mark some notifications read (or all of them); the unread count after."""
    ctx.notifications.mark_read(cmd.player_id, None if cmd.ids is None else list(cmd.ids))
    return Result({"unread": ctx.notifications.unread_count(cmd.player_id)})
