"""A person's notification settings: which kinds go by e-mail and by push, quiet hours, batching,
the e-mail address (verified by a confirmation link), web push subscriptions, and the one-click
unsubscribe of a mail (RFC 8058)."""
import hashlib
import re
from urllib.parse import urlsplit
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from . import signing
from .addresses import refused_host
from .commands import (ConfirmEmail, RemoveEmail, SetEmail, SubscribePush,
                       UnsubscribeByLink, UnsubscribePush, UpdateNotificationSettings)
from .errors import Invalid, NotFound
from .messagebus import Result, handles
from .tasknames import CONFIRM_EMAIL

KINDS = ("your_turn", "response_window", "clock_low", "invited", "friend_table_opened",
         "game_over", "chat_to_you")
CHANNELS = ("email", "push")
QUIET_EMAIL = ("friend_table_opened", "chat_to_you")   # not by e-mail unless the person asks
LANGUAGES = ("en", "ru")
CONFIRM_FOR_MS = 3 * 86_400_000
MAX_PUSH = 10
ADDRESS_PATTERN = r"^[A-Za-z0-9._%+'-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$"
CLOCK_PATTERN = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"
_PORT = r"(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})"
ENDPOINT_PATTERN = rf"^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9.-]+(:{_PORT})?(/[!-~]*)?$"   # as webhooks
_ADDRESS, _CLOCK, _ENDPOINT = (re.compile(p) for p in (ADDRESS_PATTERN, CLOCK_PATTERN,
                                                       ENDPOINT_PATTERN))


def defaults() -> dict:
    """The preferences of a person who changed nothing."""
    return {"kinds": {k: {"email": k not in QUIET_EMAIL, "push": True} for k in KINDS},
            "quiet_hours": {"enabled": False, "start": "22:00", "end": "08:00", "time_zone": "UTC"},
            "batch_email": True, "language": None}   # None: the player's own language


def preferences(stored: dict) -> dict:
    """The stored preferences over the defaults (kinds added later get their default)."""
    out, prefs = defaults(), stored.get("prefs") or {}
    for kind, channels in (prefs.get("kinds") or {}).items():
        if kind in out["kinds"]:
            out["kinds"][kind].update(channels)
    out.update({k: v for k, v in prefs.items() if k != "kinds" and v is not None})
    return out


def reading_language(ctx, player_id: str, stored: dict) -> str:
    """The language mails and pushes reach a person in: the one chosen in the notification
    settings, else the player's own (PATCH /v1/players/me), else English."""
    chosen = preferences(stored)["language"]
    if chosen:
        return chosen
    player = ctx.players.get(player_id) or {}
    return player.get("language") or "en"


def secret(ctx) -> str:
    """The key links are signed with."""
    return ctx.notify.secret or ctx.notifications.secret()


def verify_link(ctx, purpose: str, token: str) -> dict:
    """The payload of a link signed for `purpose`; NotFound if it is not one (reading a link never
    makes the key: without one no link was ever signed)."""
    key = ctx.notify.secret or ctx.notifications.secret(create=False)
    if key is None:
        raise NotFound("invalid_link", "this link is not valid")
    return signing.verify(key, purpose, token, ctx.clock())


def verified_address(stored: dict) -> str | None:
    """The person's e-mail address if it is verified, else None."""
    email = stored.get("email") or {}
    return email.get("address") if email.get("verified") else None


# -- quiet hours ------------------------------------------------------------------------------
def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise Invalid("invalid_time_zone", f"unknown time zone {name!r} (an IANA name such as "
                      "Europe/Berlin)") from None


def quiet_until(prefs: dict, now_ms: int) -> int | None:
    """When the person's quiet hours end (ms) if they are in them now, else None."""
    quiet = prefs.get("quiet_hours")
    if not quiet or not quiet.get("enabled") or quiet["start"] == quiet["end"]:
        return None
    zone = _zone(quiet["time_zone"])
    local = datetime.fromtimestamp(now_ms / 1000, zone)
    start, end = (time.fromisoformat(quiet[k]) for k in ("start", "end"))
    at = local.time()
    inside = start <= at < end if start < end else (at >= start or at < end)
    if not inside:
        return None
    day = local.date() + timedelta(days=1 if start > end and at >= start else 0)
    return int(datetime.combine(day, end, zone).timestamp() * 1000)


def _quiet(value) -> dict:
    if not isinstance(value, dict) or set(value) != {"enabled", "start", "end", "time_zone"}:
        raise Invalid("invalid_quiet_hours", "quiet_hours is {enabled, start, end, time_zone}")
    if not all(isinstance(value[k], str) and _CLOCK.fullmatch(value[k]) for k in ("start", "end")):
        raise Invalid("invalid_quiet_hours", "quiet_hours.start and .end are HH:MM, 00:00-23:59")
    _zone(value["time_zone"])
    return dict(value)


# -- the handlers -----------------------------------------------------------------------------
@handles(UpdateNotificationSettings)
def update_settings(ctx, cmd: UpdateNotificationSettings) -> Result:
    """Change some preferences (kinds per channel, quiet hours, batching, language)."""
    stored = ctx.notifications.settings(cmd.player_id)
    prefs = preferences(stored)
    changes = cmd.changes
    for kind, channels in (changes.get("kinds") or {}).items():
        if kind not in KINDS or set(channels) - set(CHANNELS):
            raise Invalid("invalid_notification_kind", f"kinds are {', '.join(KINDS)}; channels "
                          f"{', '.join(CHANNELS)}")
        prefs["kinds"][kind].update({c: bool(on) for c, on in channels.items()})
    if "quiet_hours" in changes:
        prefs["quiet_hours"] = _quiet(changes["quiet_hours"])
    if "batch_email" in changes:
        prefs["batch_email"] = bool(changes["batch_email"])
    if "language" in changes:
        if changes["language"] not in (None, *LANGUAGES):
            raise Invalid("unknown_language", f"the languages are {', '.join(LANGUAGES)}")
        prefs["language"] = changes["language"]   # None: the player's own language again
    ctx.notifications.save_setting(cmd.player_id, "prefs", prefs)
    return Result(describe(ctx, cmd.player_id))


def describe(ctx, player_id: str) -> dict:
    """Everything the settings page shows."""
    stored = ctx.notifications.settings(player_id)
    email = stored.get("email")
    return {**preferences(stored), "language": reading_language(ctx, player_id, stored),
            "email": {k: email[k] for k in ("address", "verified")} if email else None,
            "push_public_key": ctx.notify.vapid_public_key or None,
            "push_subscriptions": len(ctx.notifications.subscriptions(player_id))}


@handles(SetEmail)
def set_email(ctx, cmd: SetEmail) -> Result:
    """Set the address mail goes to: unverified until its confirmation link is followed."""
    if not _ADDRESS.fullmatch(cmd.address) or len(cmd.address) > 254:
        raise Invalid("invalid_email", "not an e-mail address")
    current = ctx.notifications.settings(cmd.player_id).get("email") or {}
    if current.get("address") == cmd.address and current.get("verified"):
        return Result({"address": cmd.address, "verified": True})
    ctx.notifications.save_setting(cmd.player_id, "email", {
        "address": cmd.address, "verified": False, "requested_at": ctx.clock()})
    ctx.enqueue(CONFIRM_EMAIL, {"player_id": cmd.player_id, "address": cmd.address})
    return Result({"address": cmd.address, "verified": False}, 202)


@handles(RemoveEmail)
def remove_email(ctx, cmd: RemoveEmail) -> Result:
    """Forget the address: no more mail (a confirmation link sent for it no longer verifies)."""
    if not ctx.notifications.settings(cmd.player_id).get("email"):
        raise NotFound("no_email", "no address is set")
    ctx.notifications.remove_setting(cmd.player_id, "email")
    return Result({}, 204)


def confirmation_link(ctx, player_id: str, address: str) -> str:
    """The link that verifies `address` for the player (valid three days)."""
    token = signing.sign(secret(ctx), "confirm", {"p": player_id, "a": address,
                                                   "exp": ctx.clock() + CONFIRM_FOR_MS})
    return f"{ctx.notify.public_url}/v1/email-confirmations/{token}"


@handles(ConfirmEmail)
def confirm_email(ctx, cmd: ConfirmEmail) -> Result:
    """Follow a confirmation link: the address it names is verified (if it is still the one set)."""
    payload = verify_link(ctx, "confirm", cmd.token)
    email = ctx.notifications.settings(payload["p"]).get("email") or {}
    if email.get("address") != payload["a"]:
        raise NotFound("link_expired", "the address was changed since this link was sent")
    ctx.notifications.save_setting(payload["p"], "email", {**email, "verified": True})
    return Result({"address": payload["a"], "verified": True})


def unsubscribe_link(ctx, player_id: str, kinds: list[str]) -> str:
    """The one-click unsubscribe URL of a mail about `kinds` (no login: the token is the proof)."""
    token = signing.sign(secret(ctx), "unsubscribe", {"p": player_id, "k": sorted(kinds)})
    return f"{ctx.notify.public_url}/v1/unsubscribe/{token}"


@handles(UnsubscribeByLink)
def unsubscribe(ctx, cmd: UnsubscribeByLink) -> Result:
    """Turn off the e-mail of the kinds a mail's unsubscribe link names."""
    payload = verify_link(ctx, "unsubscribe", cmd.token)
    kinds = [k for k in payload["k"] if k in KINDS]
    prefs = preferences(ctx.notifications.settings(payload["p"]))
    for kind in kinds:
        prefs["kinds"][kind]["email"] = False
    ctx.notifications.save_setting(payload["p"], "prefs", prefs)
    return Result({"unsubscribed": kinds, "channel": "email"})


@handles(SubscribePush)
def subscribe_push(ctx, cmd: SubscribePush) -> Result:
    """Keep a browser's push subscription (the same endpoint again replaces it)."""
    try:
        parts = urlsplit(cmd.endpoint)
        parts.port   # noqa: B018 (a port out of range raises here)
    except ValueError:
        parts = None
    if parts is None or not _ENDPOINT.fullmatch(cmd.endpoint) or not parts.hostname:
        raise Invalid("invalid_push_endpoint", "a push endpoint is an absolute http(s) URL")
    if not ctx.webhook_private and (parts.scheme.lower() != "https" or refused_host(parts.hostname)):
        raise Invalid("push_endpoint_not_allowed", "a push endpoint is https at a public address")
    subs = ctx.notifications.subscriptions(cmd.player_id)
    sub_id = hashlib.sha256(cmd.endpoint.encode()).hexdigest()[:24]
    if len(subs) >= MAX_PUSH and sub_id not in {s["id"] for s in subs}:
        raise Invalid("too_many_push_subscriptions", f"at most {MAX_PUSH}; delete one first")
    record = {"id": sub_id, "endpoint": cmd.endpoint, "keys": {"p256dh": cmd.p256dh,
                                                                "auth": cmd.auth},
              "created_at": ctx.clock()}
    ctx.notifications.add_subscription(cmd.player_id, record)
    return Result({k: record[k] for k in ("id", "endpoint", "created_at")}, 201)


@handles(UnsubscribePush)
def unsubscribe_push(ctx, cmd: UnsubscribePush) -> Result:
    """Forget a push subscription."""
    if not ctx.notifications.remove_subscription(cmd.player_id, cmd.subscription_id):
        raise NotFound("push_subscription_not_found", f"no subscription {cmd.subscription_id!r}")
    return Result({}, 204)
