"""Notification routes: the history and its unread count, the settings (kinds per channel, quiet
hours, batching), the e-mail address and its confirmation link, the one-click unsubscribe of a
mail (RFC 8058, no login: the signed link is the proof) and web push subscriptions."""
import marshmallow as ma
from marshmallow import fields, validate

from shared import domain
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency, language
from shared.api.http import IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.api.idempotent import handle_recorded
from shared.api.schemas import FullMatch, QueryInteger, Reply, StrictBoolean
from shared.domain import commands, inbox
from shared.domain.notifysettings import (ADDRESS_PATTERN, CHANNELS, CLOCK_PATTERN, ENDPOINT_PATTERN,
                                         KINDS, LANGUAGES, describe)

blp = Blueprint("notifications", __name__, url_prefix="/v1",
                description="Notifications that reach a closed page: e-mail and web push")
TOKEN = {"pattern": r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$"}


class NotificationQuery(ma.Schema):
    limit = QueryInteger(load_default=50, validate=validate.Range(1, 200))


class Notification(Reply):
    id = fields.String()
    kind = fields.String(validate=validate.OneOf(KINDS))
    key = fields.String(metadata={"description": "the event it is about (one notification each)"})
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})
    game_id = fields.String(allow_none=True)
    context = fields.Dict(metadata={"description": "game_id, game, game_title, seat, and what the "
                                                   "kind adds (place, seconds_left, who...)"})
    read = fields.Boolean()


class NotificationList(Reply):
    notifications = fields.List(fields.Nested(Notification), metadata={"description": "newest first"})
    unread = fields.Integer()


class NotificationsRead(ma.Schema):
    ids = fields.List(fields.String(validate=validate.Length(1, 64)), validate=validate.Length(0, 200),
                      metadata={"description": "the ids to mark read; absent: all"})


class UnreadCount(Reply):
    unread = fields.Integer()


class Channels(ma.Schema):
    email = StrictBoolean()
    push = StrictBoolean()


class QuietHours(ma.Schema):
    enabled = StrictBoolean(required=True)
    start = fields.String(required=True, validate=FullMatch(CLOCK_PATTERN),
                          metadata={"example": "22:00"})
    end = fields.String(required=True, validate=FullMatch(CLOCK_PATTERN),
                        metadata={"example": "07:30"})
    time_zone = fields.String(required=True, validate=validate.Length(1, 64),
                              metadata={"example": "Europe/Berlin"})


KIND_CHANNELS = {k: fields.Nested(Channels) for k in KINDS}


class NotificationSettingsUpdate(ma.Schema):
    kinds = fields.Nested(ma.Schema.from_dict(KIND_CHANNELS, name="KindChannels"))
    quiet_hours = fields.Nested(QuietHours, metadata={
        "description": "while enabled, mail and push wait until they end"})
    batch_email = StrictBoolean(metadata={"description": "a turn's mail waits a little for other "
                                                          "games' turns, to go as one mail"})
    language = fields.String(allow_none=True, validate=validate.OneOf(LANGUAGES), metadata={
        "description": "the language of mails and pushes; null: the player's own (PATCH "
                       "/v1/players/me), else English"})


class EmailState(Reply):
    address = fields.String()
    verified = fields.Boolean()


class NotificationSettings(Reply):
    kinds = fields.Dict(keys=fields.String(validate=validate.OneOf(KINDS)),
                        values=fields.Dict(keys=fields.String(validate=validate.OneOf(CHANNELS)),
                                           values=fields.Boolean()))
    quiet_hours = fields.Nested(QuietHours)
    batch_email = fields.Boolean()
    language = fields.String(metadata={"description": "the language mails and pushes go out in"})
    email = fields.Nested(EmailState, allow_none=True)
    push_public_key = fields.String(allow_none=True, metadata={
        "description": "the VAPID key to subscribe with (applicationServerKey); null: no push"})
    push_subscriptions = fields.Integer()


class EmailSet(ma.Schema):
    address = fields.String(required=True, validate=[validate.Length(3, 254),
                                                     FullMatch(ADDRESS_PATTERN)])


class Unsubscribed(Reply):
    unsubscribed = fields.List(fields.String())
    channel = fields.String()


class PushSubscriptionKeys(ma.Schema):
    p256dh = fields.String(required=True, validate=validate.Length(1, 200))
    auth = fields.String(required=True, validate=validate.Length(1, 100))


class PushSubscriptionCreate(ma.Schema):
    endpoint = fields.String(required=True, validate=validate.Length(8, 2048), metadata={
        "pattern": ENDPOINT_PATTERN,   # checked by the handler, which answers invalid_push_endpoint
        "description": "the push service's URL; https at a public address (else a 422 "
                       "push_endpoint_not_allowed) unless the server allows private addresses"})
    keys = fields.Nested(PushSubscriptionKeys, required=True)
    expirationTime = fields.Integer(allow_none=True, metadata={  # noqa: N815 (the browser's name)
        "description": "as PushSubscription.toJSON() gives it; ignored"})


class PushSubscription(Reply):
    id = fields.String()
    endpoint = fields.String()
    created_at = fields.Integer()


def _me(c) -> str:
    return current_player(c)["id"]


@blp.route("/players/me/notifications")
@blp.arguments(NotificationQuery, location="query")
@blp.response(200, NotificationList)
@blp.doc(security=BEARER, operationId="listNotifications")
@documents(blp, 401, 422)
def history(query):
    """Your notifications, newest first, and how many are unread."""
    c = ctx()
    return language.notes_for_people(inbox.history(c, _me(c), query["limit"]))


@blp.route("/players/me/notifications/read", methods=["POST"])
@blp.arguments(NotificationsRead, required=False)
@blp.response(200, UnreadCount)
@blp.doc(security=BEARER, operationId="markNotificationsRead")
@documents(blp, 400, 401, 422)
def mark_read(body):
    """Mark some notifications read (all without `ids`); the unread count after."""
    c = ctx()
    ids = tuple(body["ids"]) if "ids" in body else None
    return answer(domain.handle(c, commands.MarkNotificationsRead(_me(c), ids)))


@blp.route("/players/me/notification-settings")
@blp.response(200, NotificationSettings)
@blp.doc(security=BEARER, operationId="getNotificationSettings")
@documents(blp, 401)
def settings():
    """Your notification settings, your address and whether it is verified."""
    c = ctx()
    return describe(c, _me(c))


@blp.route("/players/me/notification-settings", methods=["PATCH"])
@blp.arguments(NotificationSettingsUpdate, required=False)
@blp.response(200, NotificationSettings)
@blp.doc(security=BEARER, operationId="updateNotificationSettings")
@documents(blp, 400, 401, 422)
def update_settings(body):
    """Change some settings: each kind per channel, quiet hours, batching, language."""
    c = ctx()
    return answer(domain.handle(c, commands.UpdateNotificationSettings(_me(c), body)))


@blp.route("/players/me/email", methods=["PUT"])
@blp.arguments(EmailSet)
@blp.response(202, EmailState)
@blp.alt_response(200, schema=EmailState, description="the address is set and verified already")
@blp.doc(security=BEARER, operationId="setEmail")
@documents(blp, 400, 401, 422)
def set_email(body):
    """Set your address: a confirmation link is mailed to it; mail goes there once it is followed."""
    c = ctx()
    return answer(domain.handle(c, commands.SetEmail(_me(c), body["address"])))


@blp.route("/players/me/email", methods=["DELETE"])
@blp.response(204)
@blp.doc(security=BEARER, operationId="removeEmail")
@documents(blp, 401, 404)
def remove_email():
    """Forget your address: no more mail."""
    c = ctx()
    domain.handle(c, commands.RemoveEmail(_me(c)))
    return "", 204


@blp.route("/email-confirmations/<token>")
@blp.response(200, EmailState)
@blp.doc(operationId="confirmEmail", parameters=[
    {"in": "path", "name": "token", "required": True, "schema": {"type": "string", **TOKEN}}])
@documents(blp, 404)
def confirm_email(token):
    """Follow the link of a confirmation mail: the address is verified."""
    return answer(domain.handle(ctx(), commands.ConfirmEmail(token)))


@blp.route("/unsubscribe/<token>", methods=["POST"])
@blp.response(200, Unsubscribed)
@blp.doc(operationId="unsubscribeByLink", parameters=[
    {"in": "path", "name": "token", "required": True, "schema": {"type": "string", **TOKEN}}])
@documents(blp, 400, 404)
def unsubscribe(token):
    """One-click unsubscribe (RFC 8058): the mail's kinds go by e-mail no more. Mail clients POST
    `List-Unsubscribe=One-Click` as a form; any body is accepted."""
    return answer(domain.handle(ctx(), commands.UnsubscribeByLink(token)))


unsubscribe.accepts_form = True   # RFC 8058's body is a form, not JSON (shared/api/hardening.py)


@blp.route("/players/me/push-subscriptions", methods=["POST"])
@blp.arguments(PushSubscriptionCreate)
@blp.response(201, PushSubscription, headers=REPLAYED)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER], operationId="subscribePush")
@documents(blp, 400, 401, 409, 422)
def subscribe_push(body):
    """Keep this browser's push subscription (PushSubscription.toJSON()); the same endpoint again
    replaces it."""
    c = ctx()
    player_id = _me(c)
    cmd = commands.SubscribePush(player_id, body["endpoint"], body["keys"]["p256dh"],
                                 body["keys"]["auth"])
    return answer(handle_recorded(c, cmd, idempotency(), player_id))


@blp.route("/players/me/push-subscriptions/<subscription_id>", methods=["DELETE"])
@blp.response(204)
@blp.doc(security=BEARER, operationId="unsubscribePush")
@documents(blp, 401, 404)
def unsubscribe_push(subscription_id):
    """Forget a push subscription (the browser unsubscribed, or the person turned push off)."""
    c = ctx()
    domain.handle(c, commands.UnsubscribePush(_me(c), subscription_id))
    return "", 204
