"""Bots as a service: POST a game seat or a seat view, get 202 and a move resource; GET the move."""
import marshmallow as ma
from marshmallow import fields, validate

from shared import bots, domain
from shared.api import BEARER, answer, ctx, documents, idempotency
from shared.api.auth import current_player_id
from shared.api.http import Blueprint, IDEMPOTENCY_HEADER
from shared.api.idempotent import handle_recorded
from shared.domain import commands

blp = Blueprint("bots", __name__, url_prefix="/v1/bots", description="Bot opponents as a service")


class BotMoveRequestSchema(ma.Schema):
    """Either `game_id` (a started game where you hold the seat to move) or `view` and `seat`."""

    level = fields.String(required=True, validate=validate.Length(1, 40), metadata={
        "description": "one of the game's bot levels (GET /v1/catalog); a game without bots is "
                       "a 404 no_bots_for_game, a level it does not have a 422 unknown_bot_level"})
    budget_s = fields.Float(validate=validate.Range(0, bots.MAX_BUDGET_S, min_inclusive=False),
                            metadata={"description": "thinking time in seconds (level default if absent)"})
    game_id = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9_-]{1,64}$"))
    seat = fields.Integer(strict=True, validate=validate.Range(0, 15))
    view = fields.Dict(metadata={"description": "a seat's view as GET .../state returns it under 'view'"})


class BotMoveSchema(ma.Schema):
    id = fields.String()
    status = fields.String(metadata={"description": "pending, done or failed"})
    game = fields.String()
    level = fields.String()
    budget_s = fields.Float(allow_none=True)
    seat = fields.Integer(allow_none=True)
    game_id = fields.String(allow_none=True)
    version = fields.Integer(allow_none=True, metadata={"description": "the game version the move is for"})
    created_at = fields.Integer()
    finished_at = fields.Integer()
    thinking_ms = fields.Integer()
    actions = fields.List(fields.Dict(), metadata={"description": "the move: legal actions in order"})
    evaluation = fields.Dict(metadata={"description": "the bot's estimate of the position"})
    simulations = fields.Integer()
    error = fields.String()


@blp.route("/<game>/move", methods=["POST"])
@blp.arguments(BotMoveRequestSchema)
@blp.response(202, BotMoveSchema)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(blp, 400, 401, 403, 404, 409, 422)
def request_move(body, game):
    """Ask a bot for a move; the worker thinks, GET /v1/bots/moves/{move_id} gives the answer."""
    c = ctx()
    player_id = current_player_id(c)
    cmd = commands.RequestBotMove(player_id, game, body["level"], body.get("budget_s"),
                                  body.get("game_id"), body.get("seat"), body.get("view"))
    return answer(handle_recorded(c, cmd, idempotency(), player_id))


@blp.route("/moves/<move_id>")
@blp.response(200, BotMoveSchema)
@blp.doc(security=BEARER)
@documents(blp, 401, 404)
def get_move(move_id):
    """A bot move you asked for: pending, or done with the actions and the bot's evaluation."""
    c = ctx()
    return answer(domain.handle(c, commands.GetBotMove(current_player_id(c), move_id)))
