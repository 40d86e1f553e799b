"""Per-player webhooks: registration, the fan-out after a write, and signed delivery with retries.

Each delivery is stored under an id derived from (game, version, event, seat, webhook), created with
SET NX, so a write replayed or a hook run twice never notifies twice. The body is signed with
HMAC-SHA256 over "<timestamp>.<body>" with the webhook's secret (shown once, at registration).

Webhooks call only public addresses (unless WEBHOOK_ALLOW_PRIVATE): else any player could make the
worker probe the loopback and the private network behind it. A literal address or `localhost` is
refused at registration; a name is resolved by the worker right before each delivery (no DNS in
the request path), and a delivery to a non-public address fails (outbound.py).
"""
import hashlib
import hmac
import json
import secrets
import time
import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit

from . import outbound
from .bus import Result, handles
from .errors import Invalid, NotFound
from .game import FINISHED, Game
from .hooks import DELIVER_WEBHOOK
from .turns import TurnChange, holder_player, is_human, player_part

EVENTS = ("your_turn", "game_started", "shift_scored", "game_over")
SIGNATURE, TIMESTAMP = "X-Pithead-Signature", "X-Pithead-Timestamp"
MAX_WEBHOOKS, KEEP_FAILURES, DELIVERY_TTL = 10, 100, 7 * 86400


@dataclass(frozen=True)
class RegisterWebhook:
    player_id: str
    url: str
    events: tuple


@dataclass(frozen=True)
class DeleteWebhook:
    player_id: str
    webhook_id: str


@dataclass(frozen=True)
class DeliverWebhook:
    player_id: str
    delivery_id: str
    tries: int
    timeout: float = 5.0


def hooks_key(player_id: str) -> str:
    return player_part(player_id, "webhooks")


def failures_key(player_id: str) -> str:
    return player_part(player_id, "webhook-failures")


def delivery_key(player_id: str, delivery_id: str) -> str:
    return player_part(player_id, f"delivery:{delivery_id}")


def sign(secret: str, timestamp: str, body: bytes) -> str:
    """The signature header value: sha256=<hex HMAC of "<timestamp>.<body>">."""
    mac = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def _public(hook: dict) -> dict:
    return {k: v for k, v in hook.items() if k != "secret"}


@handles(RegisterWebhook)
def register_webhook(ctx, cmd: RegisterWebhook) -> Result:
    """Register a URL for some events; the answer carries the signing secret, only this once."""
    parts = urlsplit(cmd.url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise Invalid("invalid_webhook_url", "the URL must be absolute http(s)")
    if not cmd.events or set(cmd.events) - set(EVENTS):
        raise Invalid("invalid_webhook_events", f"events are some of {', '.join(EVENTS)}")
    refused = None if ctx.webhook_private else outbound.refused_host(parts.hostname)
    if refused:
        raise Invalid("webhook_url_not_allowed", f"webhooks call public addresses only: {refused}")
    redis = ctx.games.redis
    if redis.hlen(hooks_key(cmd.player_id)) >= MAX_WEBHOOKS:
        raise Invalid("too_many_webhooks", f"at most {MAX_WEBHOOKS} webhooks per player")
    hook = {"id": uuid.uuid4().hex, "url": cmd.url, "events": sorted(set(cmd.events)),
            "created_at": ctx.clock(), "secret": "whsec_" + secrets.token_urlsafe(32)}
    redis.hset(hooks_key(cmd.player_id), hook["id"], json.dumps(hook))
    return Result(hook, 201)


@handles(DeleteWebhook)
def delete_webhook(ctx, cmd: DeleteWebhook) -> Result:
    """Forget a webhook; deliveries still pending for it are dropped."""
    if not ctx.games.redis.hdel(hooks_key(cmd.player_id), cmd.webhook_id):
        raise NotFound("webhook_not_found", f"no webhook {cmd.webhook_id!r}")
    return Result({}, 204)


def list_webhooks(redis, player_id: str) -> list[dict]:
    """A player's webhooks (without secrets), oldest first."""
    hooks = [json.loads(v) for v in redis.hvals(hooks_key(player_id))]
    return [_public(h) for h in sorted(hooks, key=lambda h: h["created_at"])]


def failures(redis, player_id: str) -> list[dict]:
    """Deliveries that failed for good, newest first."""
    return [json.loads(v) for v in redis.lrange(failures_key(player_id), 0, KEEP_FAILURES - 1)]


def _notices(before: Game, after: Game, entry: dict, change: TurnChange) -> list[tuple]:
    """(event, seat, payload) for every person this write concerns: news of the game reach a
    player who resigned or was dropped too; `your_turn` only the person who holds the seat."""
    types = {e.get("type") for e in entry.get("events", ())}
    seats = after.meta["seats"]
    humans = [s for s in range(len(seats)) if holder_player(seats[s])]
    out = []
    if "GameStarted" in types:
        out += [("game_started", s, {}) for s in humans]
    if "ShiftScored" in types:
        scored = [e for e in entry["events"] if e.get("type") == "ShiftScored"]
        out += [("shift_scored", s, {"shift": scored[0].get("shift")}) for s in humans]
    if after.status == FINISHED and before.status != FINISHED:
        result = after.rules.outcome(after.state)
        out += [("game_over", s, {"outcome": result}) for s in humans]
    out += [("your_turn", s, {}) for s in sorted(change.started) if is_human(after, s)]
    return out


def recipients(before: Game, after: Game, entry: dict, change: TurnChange) -> list[str]:
    """The players a write will notify (known before it commits, so their webhooks can be read
    in the commit's round trip)."""
    seats = after.meta["seats"]
    return sorted({holder_player(seats[seat]) for _, seat, _ in
                   _notices(before, after, entry, change)})


def on_commit(ctx, before: Game, after: Game, entry: dict, change: TurnChange,
              webhooks_of: dict | None = None) -> None:
    """Create and enqueue the deliveries this write calls for (`webhooks_of`: player id -> the
    values of their webhooks hash, when read already)."""
    notices = _notices(before, after, entry, change)
    if not notices:
        return
    redis, webhooks_of = ctx.games.redis, webhooks_of or {}
    for event, seat, extra in notices:
        player_id = holder_player(after.meta["seats"][seat])
        stored = webhooks_of.get(player_id)
        for raw in redis.hvals(hooks_key(player_id)) if stored is None else stored:
            hook = json.loads(raw)
            if event not in hook["events"]:
                continue
            delivery_id = hashlib.sha256(
                f"{after.id}:{after.version}:{event}:{seat}:{hook['id']}".encode()).hexdigest()[:32]
            payload = {"event": event, "delivery_id": delivery_id, "game_id": after.id,
                       "version": after.version, "seat": seat, "phase": after.state.get("phase")
                       if after.state else None, "sent_for": player_id, **extra}
            record = {"id": delivery_id, "webhook_id": hook["id"], "url": hook["url"],
                      "event": event, "payload": payload, "attempts": [], "status": "pending"}
            if redis.set(delivery_key(player_id, delivery_id), json.dumps(record), nx=True,
                         ex=DELIVERY_TTL):
                ctx.enqueue(DELIVER_WEBHOOK, {"player_id": player_id, "delivery_id": delivery_id})


@handles(DeliverWebhook)
def deliver_webhook(ctx, cmd: DeliverWebhook) -> Result:
    """One delivery attempt; `retry` in the answer says whether the task should try again."""
    redis = ctx.games.redis
    key = delivery_key(cmd.player_id, cmd.delivery_id)
    raw = redis.get(key)
    record = json.loads(raw) if raw else None
    if record is None or record["status"] != "pending":
        return Result({"delivered": False, "retry": False, "status": record and record["status"]})
    raw_hook = redis.hget(hooks_key(cmd.player_id), record["webhook_id"])
    if raw_hook is None:
        record["status"] = "cancelled"
        redis.set(key, json.dumps(record), ex=DELIVERY_TTL)
        return Result({"delivered": False, "retry": False, "status": "cancelled"})
    hook = json.loads(raw_hook)
    error = _post(hook, record, cmd.timeout, ctx.webhook_private)
    record["attempts"].append({"at": ctx.clock(), "error": error})
    if error is None:
        record["status"] = "delivered"
    elif len(record["attempts"]) >= cmd.tries:
        record["status"] = "failed"
        failure = {k: record[k] for k in ("id", "webhook_id", "url", "event", "attempts")}
        redis.lpush(failures_key(cmd.player_id), json.dumps({**failure, "game_id":
                                                            record["payload"]["game_id"]}))
        redis.ltrim(failures_key(cmd.player_id), 0, KEEP_FAILURES - 1)
    redis.set(key, json.dumps(record), ex=DELIVERY_TTL)
    return Result({"delivered": error is None, "status": record["status"],
                   "retry": record["status"] == "pending", "attempts": len(record["attempts"])})


def _post(hook: dict, record: dict, timeout: float, allow_private: bool) -> str | None:
    """POST the signed payload; None on a 2xx answer, else what went wrong."""
    body = json.dumps(record["payload"], sort_keys=True).encode()
    stamp = str(int(time.time()))
    return outbound.post(hook["url"], body, {
        "Content-Type": "application/json", "User-Agent": "pithead-webhooks/1",
        TIMESTAMP: stamp, SIGNATURE: sign(hook["secret"], stamp, body),
        "X-Pithead-Event": record["event"], "X-Pithead-Delivery": record["id"]},
        timeout, allow_private)
