"""Per-player webhooks: registration, the deliveries a write calls for, and signed delivery.

Each delivery is stored under an id derived from (game, version, event, seat, webhook), created
once, so a write replayed or a handler run twice never notifies twice. The body is signed with
HMAC-SHA256 over "<timestamp>.<body>" with the webhook's secret (shown once, at registration).

Webhooks call only public addresses (unless WEBHOOK_ALLOW_PRIVATE): a literal address or
`localhost` is refused at registration (addresses.py); a name is resolved by the sender right before
each delivery (no DNS in the request path), and a delivery to a non-public address fails.

Events: `your_turn`, `game_started`, `round_scored` (a game's round, e.g. a Glück Auf shift, was
scored: the payload names it, `round_name`), `game_over`.
"""
import hashlib
import hmac
import json
import secrets
import time
import uuid
from urllib.parse import urlsplit

from .addresses import refused_host
from .commands import DeleteWebhook, DeliverWebhook, RegisterWebhook
from .compaction import followup_done
from .errors import Conflict, Invalid, NotFound
from .events import GameFinished, GameStarted, RoundScored, TurnsBegan
from .game import Game
from .messagebus import Result, handles
from .tasknames import DELIVER_WEBHOOK
from .turnrecord import holder_player, is_human

EVENTS = ("your_turn", "game_started", "round_scored", "game_over")
SIGNATURE, TIMESTAMP = "X-Pithead-Signature", "X-Pithead-Timestamp"
MAX_WEBHOOKS = 10


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
    refused = None if ctx.webhook_private else refused_host(parts.hostname)
    if refused:
        raise Invalid("webhook_url_not_allowed", f"webhooks call public addresses only: {refused}")
    if ctx.webhooks.count(cmd.player_id) >= MAX_WEBHOOKS:
        raise Conflict("too_many_webhooks", f"at most {MAX_WEBHOOKS} webhooks per player; "
                       "delete one first")   # the state refuses it, like too_many_tokens (409)
    hook = {"id": uuid.uuid4().hex, "url": cmd.url, "events": sorted(set(cmd.events)),
            "created_at": ctx.clock(), "secret": "whsec_" + secrets.token_urlsafe(32)}
    ctx.webhooks.add(cmd.player_id, hook)
    return Result(hook, 201)


@handles(DeleteWebhook)
def delete_webhook(ctx, cmd: DeleteWebhook) -> Result:
    """Forget a webhook; deliveries still pending for it are dropped."""
    if not ctx.webhooks.remove(cmd.player_id, cmd.webhook_id):
        raise NotFound("webhook_not_found", f"no webhook {cmd.webhook_id!r}")
    return Result({}, 204)


def list_webhooks(ctx, player_id: str) -> list[dict]:
    """A player's webhooks (without secrets), oldest first."""
    return [_public(h) for h in sorted(ctx.webhooks.all(player_id), key=lambda h: h["created_at"])]


def failures(ctx, player_id: str) -> list[dict]:
    """Deliveries that failed for good, newest first."""
    return ctx.webhooks.failures(player_id)


# -- what a write notifies (event handlers, events.py) ------------------------------------------
def _people(game: Game) -> list[int]:
    """Seats whose person hears the game's news (one who resigned or was dropped too)."""
    return [s for s, holder in enumerate(game.meta["seats"]) if holder_player(holder)]


def notices(event) -> tuple[Game, list[tuple]]:
    """(the game, [(webhook event, seat, extra payload)]) that a domain event calls for."""
    game = event.game
    if isinstance(event, GameStarted):
        return game, [("game_started", s, {}) for s in _people(game)]
    if isinstance(event, RoundScored):
        extra = {"round": event.round, "round_name": event.round_name}
        return game, [("round_scored", s, extra) for s in _people(game)]
    if isinstance(event, GameFinished):
        outcome = game.rules.outcome(game.state)
        return game, [("game_over", s, {"outcome": outcome}) for s in _people(game)]
    if isinstance(event, TurnsBegan):   # only the person who holds the seat
        return game, [("your_turn", s, {}) for s in sorted(event.seats) if is_human(game, s)]
    return game, []


def recipients(ctx, event):
    """Before the commit: read the webhooks of the players `event` notifies in its round trip."""
    game, calls = notices(event)
    players = {holder_player(game.meta["seats"][seat]) for _, seat, _ in calls}
    return ctx.webhooks.prefetch(players) if players else None


def notify(ctx, event, webhooks_of: dict | None) -> None:
    """After the commit: create and enqueue the deliveries `event` calls for (`webhooks_of`:
    player id -> their webhooks, read with the commit)."""
    game, calls = notices(event)
    webhooks_of = webhooks_of or {}
    for name, seat, extra in calls:
        player_id = holder_player(game.meta["seats"][seat])
        hooks = webhooks_of.get(player_id)
        for hook in ctx.webhooks.all(player_id) if hooks is None else hooks:
            if name in hook["events"]:
                _deliver(ctx, game, player_id, hook, name, seat, extra)


def _deliver(ctx, game: Game, player_id: str, hook: dict, name: str, seat: int, extra: dict):
    delivery_id = hashlib.sha256(
        f"{game.id}:{game.version}:{name}:{seat}:{hook['id']}".encode()).hexdigest()[:32]
    payload = {"event": name, "delivery_id": delivery_id, "game_id": game.id,
               "version": game.version, "seat": seat, "sent_for": player_id,
               "phase": game.state.get("phase") if game.state else None, **extra}
    record = {"id": delivery_id, "webhook_id": hook["id"], "url": hook["url"], "event": name,
              "payload": payload, "attempts": [], "status": "pending"}
    if ctx.webhooks.new_delivery(player_id, record):
        ctx.enqueue(DELIVER_WEBHOOK, {"player_id": player_id, "delivery_id": delivery_id})


# -- delivery (the worker) ----------------------------------------------------------------------
@handles(DeliverWebhook)
def deliver_webhook(ctx, cmd: DeliverWebhook) -> Result:
    """One delivery attempt; `retry` in the answer says whether the task should try again."""
    record = ctx.webhooks.delivery(cmd.player_id, cmd.delivery_id)
    if record is None or record["status"] != "pending":
        return Result({"delivered": False, "retry": False, "status": record and record["status"]})
    hook = ctx.webhooks.get(cmd.player_id, record["webhook_id"])
    if hook is None:
        ctx.webhooks.save_delivery(cmd.player_id, {**record, "status": "cancelled"})
        _settled(ctx, record)
        return Result({"delivered": False, "retry": False, "status": "cancelled"})
    error = _post(ctx, hook, record, cmd.timeout)
    record["attempts"].append({"at": ctx.clock(), "error": error})
    if error is None:
        record["status"] = "delivered"
    elif len(record["attempts"]) >= cmd.tries:
        record["status"] = "failed"
        failure = {k: record[k] for k in ("id", "webhook_id", "url", "event", "attempts")}
        ctx.webhooks.add_failure(cmd.player_id, {**failure, "game_id": record["payload"]["game_id"]})
    ctx.webhooks.save_delivery(cmd.player_id, record)
    if record["status"] != "pending":
        _settled(ctx, record)
    return Result({"delivered": error is None, "status": record["status"],
                   "retry": record["status"] == "pending", "attempts": len(record["attempts"])})


def _settled(ctx, record: dict) -> None:
    """A delivery is settled: after a game's last news (game_over), the game may be compacted."""
    if record["event"] == "game_over":
        followup_done(ctx, record["payload"]["game_id"], record["payload"]["version"])


def _post(ctx, hook: dict, record: dict, timeout: float) -> str | None:
    """POST the signed payload; None on a 2xx answer, else what went wrong."""
    body = json.dumps(record["payload"], sort_keys=True).encode()
    stamp = str(int(time.time()))
    return ctx.send_webhook(hook["url"], body, {
        "Content-Type": "application/json", "User-Agent": "pithead-webhooks/1",
        TIMESTAMP: stamp, SIGNATURE: sign(hook["secret"], stamp, body),
        "X-Pithead-Event": record["event"], "X-Pithead-Delivery": record["id"]},
        timeout, ctx.webhook_private)
