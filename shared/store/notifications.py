"""People's notifications in Redis: each created once per event (SET NX), a history per player with
the unread ones, the preferences, push subscriptions, and per channel an outbox that a delivery task
claims whole into one batch (one e-mail for several games) in one atomic step.

Every key of a player shares the player's hash tag, so the claim is one script on a cluster too;
the index of due outboxes (NOTIFY_DUE) is one global sorted set the beat reads."""
import json
import secrets

from . import keys
from .cluster import is_cluster
from .scripts import Lua, execute

KEEP = 200                 # notifications kept in a player's history
NOTE_TTL = 14 * 86400      # a notification (and so its idempotency) is kept two weeks
BATCH_TTL = 7 * 86400

# KEYS: outbox, batch record, open batches; ARGV: the batch record (JSON without its notes), its
# TTL, its id, now (ms). Takes every notification waiting in the outbox into the batch, empties
# the outbox and lists the batch as open (until it is settled).
_CLAIM = Lua("""
local notes = redis.call('ZRANGE', KEYS[1], 0, -1)
if #notes == 0 then return {} end
local batch = cjson.decode(ARGV[1])
batch['notes'] = notes
redis.call('SET', KEYS[2], cjson.encode(batch), 'EX', tonumber(ARGV[2]))
redis.call('DEL', KEYS[1])
redis.call('ZADD', KEYS[3], tonumber(ARGV[4]), ARGV[3])
return notes
""")


# KEYS: the note, the history, the unread set, the settings hash, the push subscriptions;
# ARGV: the note (JSON), its id, created (ms), its TTL, how many the history keeps.
# Creates the note once and, the first time only, lists it unread; answers whether it was new,
# the person's settings (flat hash) and how many push subscriptions they have: one round trip.
# Two notes of one millisecond keep the order they were recorded in (a tie would sort by id).
_RECORDING = """
local created = redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', tonumber(ARGV[4]))
if created then
  local score = tonumber(ARGV[3])
  local newest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
  if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 1 end
  redis.call('ZADD', KEYS[2], score, ARGV[2])
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[5]) - 1)
  redis.call('SADD', KEYS[3], ARGV[2])
end
return {created and 1 or 0, redis.call('HGETALL', KEYS[4]), redis.call('HLEN', KEYS[5])}
"""
_RECORD = Lua(_RECORDING)
# The same, riding in a game commit's round trip after the commit script (NoteRide), with KEYS[6]
# the game's commit list and ARGV[6] the commit ("<commit id>=<version>"): a note only if that
# commit was made (false otherwise: a stale commit, or eight more commits got in between).
# Sent by EVAL, not EVALSHA: a NOSCRIPT would make the commit's pipeline run again.
_RECORD_AFTER_COMMIT = ("if not redis.call('LPOS', KEYS[6], ARGV[6]) then return false end"
                        + _RECORDING)


class NoteRide:
    """Notifications recorded in the round trip of a game's commit, only if the commit was made
    (one person's turn began with it): `value`, per note, (player id, note, what
    `NotificationStore.record` answers, or None when the pipeline ran it without the commit: the
    handler records it then)."""

    def __init__(self, notes: list[tuple[str, dict]]):
        self.notes = notes
        self.value: list = []

    def queue_after_commit(self, pipe, commits_key: str, commit: str) -> None:
        """Queue each note's guarded record after the commit script."""
        for player_id, note in self.notes:
            pipe.eval(_RECORD_AFTER_COMMIT, 6, *_record_keys(player_id, note), commits_key,
                      *_record_args(note), commit)

    def settle(self, answers: list) -> list:
        """Take this ride's answers; return the rest."""
        count = len(self.notes)
        self.value = [(player_id, note, _recorded(a) if a else None)
                      for (player_id, note), a in zip(self.notes, answers[:count])]
        return answers[count:]


def _record_keys(player_id: str, note: dict) -> list:
    return [keys.notification(player_id, note["id"]), keys.notifications(player_id),
            keys.notifications_unread(player_id), keys.notify_prefs(player_id),
            keys.push_subscriptions(player_id)]


def _record_args(note: dict) -> list:
    return [json.dumps(note), note["id"], note["created_at"], NOTE_TTL, KEEP]


def _recorded(answer) -> tuple[bool, dict, int]:
    created, flat, pushes = answer
    settings = {flat[i].decode(): json.loads(flat[i + 1]) for i in range(0, len(flat), 2)}
    return bool(created), settings, int(pushes)


class NotificationStore:
    """Notifications, preferences, push subscriptions, outboxes and batches in Redis."""

    def __init__(self, redis):
        self.redis = redis

    # -- the history ------------------------------------------------------------------------
    def record(self, player_id: str, note: dict) -> tuple[bool, dict, int]:
        """Store a new notification once: (False if it existed, the same event again; the
        person's settings as `settings` gives them; how many push subscriptions they have)."""
        def build(pipe):
            _RECORD.queue(pipe, _record_keys(player_id, note), _record_args(note))
            return [_RECORD]
        return _recorded(execute(self.redis, build)[0])

    def ride(self, notes: list[tuple[str, dict]]) -> NoteRide | None:
        """`notes` (player id, note) to record in a game commit's round trip, or None on a
        cluster (a script there holds one slot's keys: the player's and the game's are two)."""
        return NoteRide(notes) if notes and not is_cluster(self.redis) else None

    def get(self, player_id: str, note_id: str) -> dict | None:
        """One notification, or None."""
        raw = self.redis.get(keys.notification(player_id, note_id))
        return json.loads(raw) if raw else None

    def many(self, player_id: str, note_ids: list[str]) -> list[dict]:
        """The notifications of these ids that still exist, in that order."""
        if not note_ids:
            return []
        raws = self.redis.mget([keys.notification(player_id, n) for n in note_ids])
        return [json.loads(raw) for raw in raws if raw]

    def history(self, player_id: str, limit: int) -> tuple[list[dict], set]:
        """(the newest `limit` notifications, newest first; the ids still unread)."""
        ids = [m.decode() for m in self.redis.zrevrange(keys.notifications(player_id), 0, limit - 1)]
        unread = {m.decode() for m in self.redis.smembers(keys.notifications_unread(player_id))}
        return self.many(player_id, ids), unread

    def unread_count(self, player_id: str) -> int:
        """How many of a player's notifications are unread."""
        return self.redis.scard(keys.notifications_unread(player_id))

    def mark_read(self, player_id: str, note_ids: list[str] | None) -> None:
        """Mark these notifications read (None: all of them)."""
        if note_ids is None:
            self.redis.delete(keys.notifications_unread(player_id))
        elif note_ids:
            self.redis.srem(keys.notifications_unread(player_id), *note_ids)

    # -- preferences, e-mail address, push subscriptions --------------------------------------
    def settings(self, player_id: str) -> dict:
        """A player's stored settings: {"prefs", "email"} (each absent until saved)."""
        raw = self.redis.hgetall(keys.notify_prefs(player_id))
        return {k.decode(): json.loads(v) for k, v in raw.items()}

    def save_setting(self, player_id: str, name: str, value: dict) -> None:
        """Store one of a player's settings ("prefs" or "email")."""
        self.redis.hset(keys.notify_prefs(player_id), name, json.dumps(value))

    def remove_setting(self, player_id: str, name: str) -> None:
        """Forget one of a player's settings."""
        self.redis.hdel(keys.notify_prefs(player_id), name)

    def subscriptions(self, player_id: str) -> list[dict]:
        """A player's web push subscriptions, in no order."""
        return [json.loads(v) for v in self.redis.hvals(keys.push_subscriptions(player_id))]

    def add_subscription(self, player_id: str, record: dict) -> None:
        """Store a push subscription under its id (the same endpoint again replaces it)."""
        self.redis.hset(keys.push_subscriptions(player_id), record["id"], json.dumps(record))

    def remove_subscription(self, player_id: str, sub_id: str) -> bool:
        """Forget a push subscription; False if there was none."""
        return bool(self.redis.hdel(keys.push_subscriptions(player_id), sub_id))

    # -- outboxes and batches ---------------------------------------------------------------
    def queue(self, player_id: str, channel: str, note_id: str, due_ms: int) -> None:
        """Put a notification in a channel's outbox, to go at `due_ms` at the earliest."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(keys.outbox(player_id, channel), {note_id: due_ms}, nx=True)
        pipe.zadd(keys.NOTIFY_DUE, {f"{player_id}|{channel}": due_ms}, lt=True)
        pipe.execute()

    def first_due(self, player_id: str, channel: str) -> int | None:
        """When the oldest notification in the outbox may go (ms), or None if it is empty."""
        first = self.redis.zrange(keys.outbox(player_id, channel), 0, 0, withscores=True)
        return int(first[0][1]) if first else None

    def due_again(self, player_id: str, channel: str, due_ms: int) -> None:
        """The outbox goes at `due_ms` (quiet hours): the index says so."""
        self.redis.zadd(keys.NOTIFY_DUE, {f"{player_id}|{channel}": due_ms})

    def take_due(self, now_ms: int, limit: int) -> list[tuple[str, str]]:
        """Take the (player id, channel) outboxes due by `now_ms` off the index, each by one taker."""
        members = self.redis.zrangebyscore(keys.NOTIFY_DUE, "-inf", now_ms, start=0, num=limit)
        if not members:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for member in members:
            pipe.zrem(keys.NOTIFY_DUE, member)
        taken = [m.decode() for m, won in zip(members, pipe.execute()) if won]
        return [tuple(m.split("|", 1)) for m in taken]

    def claim(self, player_id: str, channel: str, batch: dict) -> list[str]:
        """Move every notification of the outbox into `batch` (stored, with them); their ids."""
        def build(pipe):
            _CLAIM.queue(pipe, [keys.outbox(player_id, channel),
                                keys.notify_batch(player_id, batch["id"]),
                                keys.notify_open_batches(player_id, channel)],
                         [json.dumps(batch), BATCH_TTL, batch["id"], batch["created_at"]])
            return [_CLAIM]
        out = execute(self.redis, build)
        return [n.decode() if isinstance(n, bytes) else n for n in out[0]]

    def batch(self, player_id: str, batch_id: str) -> dict | None:
        """A batch record, or None (unknown or expired)."""
        raw = self.redis.get(keys.notify_batch(player_id, batch_id))
        return json.loads(raw) if raw else None

    def save_batch(self, player_id: str, batch: dict) -> None:
        """Overwrite a batch record (its attempts and status); a settled one is no longer open."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(keys.notify_batch(player_id, batch["id"]), json.dumps(batch), ex=BATCH_TTL)
        if batch["status"] != "pending":
            pipe.zrem(keys.notify_open_batches(player_id, batch["channel"]), batch["id"])
        pipe.execute()

    def forget_open(self, player_id: str, channel: str, batch_id: str) -> None:
        """No longer list a batch as open (its record expired)."""
        self.redis.zrem(keys.notify_open_batches(player_id, channel), batch_id)

    def open_batches(self, player_id: str, channel: str, before_ms: int) -> list[str]:
        """The ids of a channel's batches claimed before `before_ms` and not settled yet."""
        found = self.redis.zrangebyscore(keys.notify_open_batches(player_id, channel), "-inf",
                                         before_ms)
        return [b.decode() for b in found]

    def hold(self, player_id: str, batch_id: str, seconds: float) -> bool:
        """Hold the right to send a batch for `seconds`; False while another run holds it."""
        return bool(self.redis.set(keys.notify_sending(player_id, batch_id), 1, nx=True,
                                   ex=max(1, int(seconds))))

    def release(self, player_id: str, batch_id: str) -> None:
        """Give the right to send a batch back."""
        self.redis.delete(keys.notify_sending(player_id, batch_id))

    def secret(self, create: bool = True) -> str | None:
        """The signing key of mail links when none is configured: made once (by the first link
        signed), shared by processes; None if it was never made and `create` is False."""
        if create:
            self.redis.set(keys.NOTIFY_SECRET, secrets.token_urlsafe(32), nx=True)
        raw = self.redis.get(keys.NOTIFY_SECRET)
        return raw.decode() if raw else None
