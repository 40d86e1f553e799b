"""Webhook routes (per player): register, list, delete, and the deliveries that failed for good."""
import marshmallow as ma
from marshmallow import fields, validate

from shared import domain
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency, idempotent
from shared.api.http import Blueprint, IDEMPOTENCY_HEADER
from shared.domain import webhooks
from shared.domain.commands import DeleteWebhook, RegisterWebhook

blp = Blueprint("webhooks", __name__, url_prefix="/v1/players/me/webhooks",
                description="Webhooks: " + ", ".join(webhooks.EVENTS))


class WebhookCreateSchema(ma.Schema):
    url = fields.String(required=True, validate=validate.Length(1, 2048),
                        metadata={"description": "absolute http(s) URL that receives POSTs"})
    events = fields.List(fields.String(validate=validate.OneOf(webhooks.EVENTS)), required=True,
                         validate=validate.Length(1, len(webhooks.EVENTS)))


class WebhookSchema(ma.Schema):
    id = fields.String()
    url = fields.String()
    events = fields.List(fields.String())
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})


class NewWebhookSchema(WebhookSchema):
    secret = fields.String(metadata={"description": (
        "HMAC-SHA256 key, shown only in this answer. Each POST carries X-Pithead-Timestamp and "
        "X-Pithead-Signature: sha256=hex(HMAC(secret, timestamp + '.' + body))")})


class WebhookListSchema(ma.Schema):
    webhooks = fields.List(fields.Nested(WebhookSchema))


class FailureSchema(ma.Schema):
    id = fields.String(metadata={"description": "delivery id"})
    webhook_id = fields.String()
    url = fields.String()
    event = fields.String()
    game_id = fields.String()
    attempts = fields.List(fields.Dict(), metadata={"description": "each try: at (ms), error"})


class FailureListSchema(ma.Schema):
    failures = fields.List(fields.Nested(FailureSchema))


@blp.route("", methods=["POST"])
@blp.arguments(WebhookCreateSchema)
@blp.response(201, NewWebhookSchema)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(blp, 400, 401, 409, 422)
def register(body):
    """Register a webhook; the answer holds its signing secret, shown only this once."""
    c = ctx()
    player = current_player(c)
    cmd = RegisterWebhook(player["id"], body["url"], tuple(body["events"]))
    return answer(idempotent.handle_recorded(c, cmd, idempotency(), player["id"]))


@blp.route("")
@blp.response(200, WebhookListSchema)
@blp.doc(security=BEARER)
@documents(blp, 401)
def list_all():
    """Your webhooks (secrets are never shown again)."""
    c = ctx()
    return {"webhooks": webhooks.list_webhooks(c, current_player(c)["id"])}


@blp.route("/failures")
@blp.response(200, FailureListSchema)
@blp.doc(security=BEARER)
@documents(blp, 401)
def failures():
    """Deliveries that failed for good (after every retry), newest first."""
    c = ctx()
    return {"failures": webhooks.failures(c, current_player(c)["id"])}


@blp.route("/<webhook_id>", methods=["DELETE"])
@blp.response(204)
@blp.doc(security=BEARER)
@documents(blp, 401, 404)
def delete(webhook_id):
    """Delete a webhook; its pending deliveries are dropped."""
    c = ctx()
    domain.handle(c, DeleteWebhook(current_player(c)["id"], webhook_id))
    return "", 204
