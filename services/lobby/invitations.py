"""Invitation and rematch routes: schema in, command, handler, schema out."""
from flask import request
from marshmallow import Schema, fields, validate

from shared import config
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency
from shared.api.http import ETAG, IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.api.idempotent import handle_recorded
from shared.api.schemas import GameSchema, Reply
from shared.domain import Game, Result, handle
from shared.domain.commands import CreateInvitation, Rematch, RevokeInvitation
from shared.domain.invitations import list_of

from .schemas import SEAT

blp = Blueprint("invitations", __name__, url_prefix="/v1/games",
                description="Private tables: invitation links, and rematches")


class InvitationCreate(Schema):
    seat = fields.Integer(strict=True, metadata={**SEAT, "description": "a free seat the link "
                          "holds (only this seat, used once); default: any free seat, reusable"})
    friend = fields.String(validate=validate.Length(1, 40), metadata={
        "description": "a friend's player name: only that friend may use it, and is notified "
                       "(`invited`); the seat defaults to the first free one"})


class InvitedFriend(Reply):
    player_id = fields.String()
    name = fields.String(allow_none=True)


class Invitation(Reply):
    id = fields.String(metadata={"description": "the invitation's id (not its token)"})
    seat = fields.Integer(allow_none=True, metadata={"description": "the seat it holds; null: any"})
    friend = fields.Nested(InvitedFriend, allow_none=True, metadata={
        "description": "the one player who may use it; null: whoever holds the link"})
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})
    revoked = fields.Boolean()
    used_by = fields.String(allow_none=True, metadata={
        "description": "who joined with it (a seat's or a friend's is then spent; a general "
                       "link's names its first user and stays usable)"})


class NewInvitation(Invitation):
    game_id = fields.String()
    token = fields.String(metadata={"description": "the secret; shown only in this answer"})
    url = fields.String(metadata={"description": "the web client's join page for this link"})


class InvitationList(Reply):
    invitations = fields.List(fields.Nested(Invitation), metadata={"description": "oldest first"})


def join_url(game_id: str, token: str) -> str:
    """The web client's join page of an invitation (PITHEAD_PUBLIC_URL, else this request's host)."""
    base = config.settings().public_url or request.host_url
    return f"{base.rstrip('/')}/#/invite/{game_id}/{token}"


@blp.route("/<game_id>/invitations", methods=["POST"])
@blp.arguments(InvitationCreate, required=False)
@blp.response(201, NewInvitation, headers=REPLAYED)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER], operationId="createInvitation")
@documents(blp, 400, 401, 403, 404, 409, 422)
def create_invitation(body, game_id):
    """Make an invitation link to your open game (host only): its token is shown this once."""
    c = ctx()
    player = current_player(c)
    cmd = CreateInvitation(player["id"], game_id, body.get("seat"), body.get("friend"))
    result = handle_recorded(c, cmd, idempotency(), player["id"])
    made = {**result.body, "url": join_url(game_id, result.body["token"])}
    return answer(Result(made, result.status, result.replayed))


@blp.route("/<game_id>/invitations")
@blp.response(200, InvitationList)
@blp.doc(security=BEARER, operationId="listInvitations")
@documents(blp, 401, 403, 404, 422)
def list_invitations(game_id):
    """Your game's invitations, revoked and used ones too (host only; never their tokens)."""
    c = ctx()
    player = current_player(c)
    game = Game.of(c.games.load(game_id), game_id)
    return {"invitations": list_of(c, game, player["id"])}


@blp.route("/<game_id>/invitations/<invitation_id>", methods=["DELETE"])
@blp.response(200, Invitation)
@blp.doc(security=BEARER, operationId="revokeInvitation")
@documents(blp, 400, 401, 403, 404, 409, 422)
def revoke_invitation(game_id, invitation_id):
    """Revoke an invitation (host only): its link refuses from now on."""
    c = ctx()
    player = current_player(c)
    return answer(handle(c, RevokeInvitation(player["id"], game_id, invitation_id)))


@blp.route("/<game_id>/rematch", methods=["POST"])
@blp.response(201, GameSchema, headers={**ETAG, **REPLAYED})
@blp.alt_response(200, schema=GameSchema, headers={**ETAG, **REPLAYED},
                  description="the rematch someone started already")
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER], operationId="startRematch")
@documents(blp, 400, 401, 403, 404, 409, 422)
def rematch(game_id):
    """After the end: the one rematch (same game, options, seats; bots kept; people invited)."""
    c = ctx()
    player = current_player(c)
    return answer(handle(c, Rematch(player["id"], game_id)))
