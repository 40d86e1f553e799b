"""Webhook routes (per player): register, list, delete, and the deliveries that failed for good."""
import re

import marshmallow as ma
from marshmallow import fields, validate

from shared import domain
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency, idempotent
from shared.api.http import IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.api.schemas import Reply
from shared.domain import webhooks
from shared.domain.commands import DeleteWebhook, RegisterWebhook

blp = Blueprint("webhooks", __name__, url_prefix="/v1/players/me/webhooks",
                description="Webhooks: " + ", ".join(webhooks.EVENTS))


PORT = r"(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})"
URL_PATTERN = rf"^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9.-]+(:{PORT})?([/?#][!-~]*)?$"
_URL = re.compile(URL_PATTERN)


class WebhookCreateSchema(ma.Schema):
    url = fields.String(required=True, validate=validate.Length(1, 2048), metadata={
        "pattern": URL_PATTERN,   # checked by the view, which answers invalid_webhook_url
        "description": "absolute http(s) URL that receives POSTs (host: a DNS name in ASCII or "
                       "an IPv4 address; no user info), else a 422 invalid_webhook_url; a "
                       "loopback, private or otherwise non-public literal address, or localhost, "
                       "is a 422 webhook_url_not_allowed unless the server allows private "
                       "addresses"})
    events = fields.List(fields.String(validate=validate.OneOf(webhooks.EVENTS)), required=True,
                         validate=validate.Length(1, len(webhooks.EVENTS)))


class WebhookSchema(Reply):
    id = fields.String()
    url = fields.String()
    events = fields.List(fields.String())
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})


class NewWebhookSchema(WebhookSchema):
    secret = fields.String(metadata={"description": (
        "HMAC-SHA256 key, shown only in this answer. Each POST carries X-Pithead-Timestamp and "
        "X-Pithead-Signature: sha256=hex(HMAC(secret, timestamp + '.' + body))")})


class WebhookListSchema(Reply):
    webhooks = fields.List(fields.Nested(WebhookSchema))


class FailureSchema(Reply):
    id = fields.String(metadata={"description": "delivery id"})
    webhook_id = fields.String()
    url = fields.String()
    event = fields.String()
    game_id = fields.String()
    attempts = fields.List(fields.Dict(), metadata={"description": "each try: at (ms), error"})


class FailureListSchema(Reply):
    failures = fields.List(fields.Nested(FailureSchema))


@blp.route("", methods=["POST"])
@blp.arguments(WebhookCreateSchema)
@blp.response(201, NewWebhookSchema, headers=REPLAYED)
@blp.doc(operationId="createWebhook", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(blp, 400, 401, 409, 422)
def register(body):
    """Register a webhook; the answer holds its signing secret, shown only this once."""
    c = ctx()
    player = current_player(c)
    if not _URL.fullmatch(body["url"]):
        raise domain.Invalid("invalid_webhook_url", "the URL must be absolute http(s) with a host "
                             "name or an IPv4 address")
    cmd = RegisterWebhook(player["id"], body["url"], tuple(body["events"]))
    return answer(idempotent.handle_recorded(c, cmd, idempotency(), player["id"]))


@blp.route("")
@blp.response(200, WebhookListSchema)
@blp.doc(operationId="listWebhooks", security=BEARER)
@documents(blp, 401)
def list_all():
    """Your webhooks (secrets are never shown again)."""
    c = ctx()
    return {"webhooks": webhooks.list_webhooks(c, current_player(c)["id"])}


@blp.route("/failures")
@blp.response(200, FailureListSchema)
@blp.doc(operationId="listWebhookFailures", security=BEARER)
@documents(blp, 401)
def failures():
    """Deliveries that failed for good (after every retry), newest first."""
    c = ctx()
    return {"failures": webhooks.failures(c, current_player(c)["id"])}


@blp.route("/<besides(failures):webhook_id>", methods=["DELETE"])
@blp.response(204)
@blp.doc(operationId="deleteWebhook", security=BEARER)
@documents(blp, 401, 404)
def delete(webhook_id):
    """Delete a webhook; its pending deliveries are dropped."""
    c = ctx()
    domain.handle(c, DeleteWebhook(current_player(c)["id"], webhook_id))
    return "", 204
