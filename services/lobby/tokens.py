"""Token routes: issue another bearer token (rotation), list them, revoke one."""
from marshmallow import fields

from shared import domain
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency
from shared.api.http import IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.api.schemas import Reply
from shared.api.idempotent import handle_recorded
from shared.domain.commands import IssueToken, RevokeToken

blp = Blueprint("tokens", __name__, url_prefix="/v1/players/me/tokens",
                description="Bearer tokens: rotation and revocation")


class TokenSchema(Reply):
    id = fields.String(metadata={"description": "the token's id (not the token)"})
    created_at = fields.Integer(allow_none=True, metadata={"description": "ms since the epoch"})
    last_used_at = fields.Integer(allow_none=True, metadata={
        "description": "ms since the epoch, to about a minute; null: never used"})


class NewTokenSchema(TokenSchema):
    token = fields.String(metadata={"description": "bearer token; shown only in this answer"})


class TokenListSchema(Reply):
    tokens = fields.List(fields.Nested(TokenSchema))


class RevokedSchema(Reply):
    id = fields.String()
    revoked = fields.Boolean()


@blp.route("", methods=["POST"])
@blp.response(201, NewTokenSchema, headers=REPLAYED)
@blp.doc(operationId="createToken", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(blp, 401, 409, 422)
def issue():
    """Issue another bearer token (rotate: issue, switch, then revoke the old one)."""
    c = ctx()
    player = current_player(c)
    return answer(handle_recorded(c, IssueToken(player["id"]), idempotency(), player["id"]))


@blp.route("")
@blp.response(200, TokenListSchema)
@blp.doc(operationId="listTokens", security=BEARER)
@documents(blp, 401)
def list_tokens():
    """Your live tokens: ids, when made and last used (never the tokens themselves)."""
    c = ctx()
    return {"tokens": c.players.tokens(current_player(c)["id"])}


@blp.route("/<token_id>", methods=["DELETE"])
@blp.response(200, RevokedSchema)
@blp.doc(operationId="revokeToken", security=BEARER)
@documents(blp, 401, 404, 409)
def revoke(token_id):
    """Revoke a token at once (not your only one): it gets 401 from the next request on."""
    c = ctx()
    player = current_player(c)
    return answer(domain.handle(c, RevokeToken(player["id"], token_id)))
