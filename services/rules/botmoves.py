"""Bots as a service: POST a game seat or a seat view, get 202 and a move resource; GET the move."""
import marshmallow as ma
from marshmallow import fields, validate

from shared import bots, domain, engine
from shared.api import BEARER, answer, ctx, documents, idempotency
from shared.api.auth import current_player_id
from shared.api.http import IDEMPOTENCY_HEADER, REPLAYED, Blueprint, publish_body
from shared.api.schemas import REF, Component, FullMatch, Reply, StrictFloat, optional
from shared.api.idempotent import handle_recorded
from shared.domain import commands

blp = Blueprint("bots", __name__, url_prefix="/v1/bots", description="Bot opponents as a service")


GAME_ID = r"^[A-Za-z0-9_-]{1,64}$"


class BotMoveRequestSchema(ma.Schema):
    """Either `game_id` (a started, unrated game where you hold the seat to move) or `view` and `seat`
    (documented as one of two shapes: move_request_components)."""

    level = fields.String(required=True, validate=validate.Length(1, 40))
    budget_s = StrictFloat(validate=validate.Range(0, bots.MAX_BUDGET_S, min_inclusive=False))
    game_id = fields.String(validate=FullMatch(GAME_ID))
    seat = fields.Integer(strict=True, validate=validate.Range(0, 15))
    view = fields.Dict()


def move_request_components() -> dict:
    """`BotMoveRequest`: one of its two shapes, `BotMoveFromGame` and `BotMoveFromView`, with
    every registered bot level."""
    level = {"type": "string", "enum": sorted({lv for name in engine.names()
                                               for lv in bots.levels(name)}),
             "description": "one of the game's bot levels (GET /v1/catalog); a level the game "
                            "does not have is a 422 unknown_bot_level"}
    budget = {"type": "number", "minimum": 0, "exclusiveMinimum": True,
              "maximum": bots.MAX_BUDGET_S, "description": "thinking time in seconds (the "
              "level's default if absent)"}
    seat = {"type": "integer", "minimum": 0, "maximum": 15}
    from_game = {"game_id": {"type": "string", "pattern": GAME_ID, "description": "a started, "
                             "unrated game (hints allowed, or a chosen seed) where you hold the seat "
                             "to move; a rated game is a 409 rated_game"},
                 "seat": {**seat, "description": "your seat there (default: the one you hold)"}}
    from_view = {"view": {"type": "object", "description": "a seat's view as GET "
                          ".../state returns it under `view` (a view the game cannot read is a "
                          "422 invalid_view)"},
                 "seat": {**seat, "description": "the seat the view belongs to"}}
    shapes = {name: {"type": "object", "title": name, "description": description,
                     "additionalProperties": False, "required": ["level", *required],
                     "properties": {"level": level, "budget_s": budget, **props}}
              for name, description, required, props in (
                  ("BotMoveFromGame", "a move for your seat of a game", ["game_id"], from_game),
                  ("BotMoveFromView", "a move for a seat view you send", ["view", "seat"],
                   from_view))}
    return {**shapes, "BotMoveRequest": {
        "description": "a move for a seat of a game you play, or for a seat view you send",
        "oneOf": [{"$ref": REF + name} for name in shapes]}}


COMPONENTS = move_request_components()


class BotMoveSchema(Reply):
    id = fields.String()
    status = fields.String(validate=validate.OneOf(["pending", "done", "failed"]))
    game = fields.String()
    level = fields.String()
    budget_s = fields.Float(allow_none=True)
    seat = fields.Integer(allow_none=True)
    game_id = fields.String(allow_none=True)
    version = fields.Integer(allow_none=True, metadata={"description": "the game version the move is for"})
    created_at = fields.Integer()
    finished_at = fields.Integer(metadata=optional("once done or failed"))
    thinking_ms = fields.Integer(metadata=optional("once done or failed"))
    actions = fields.List(Component("Action"), metadata=optional(
        "done: legal actions in order, each as POST /v1/games/{id}/actions takes it"))
    evaluation = fields.Dict(metadata=optional("done: the bot's estimate of the position"))
    alternatives = fields.List(fields.Dict(), metadata=optional(
        "done: up to 3 best options with their scores (`option`, `score`), where the bot rates them"))
    hint = fields.Boolean(metadata=optional("true: a hint (POST /v1/games/{id}/seats/{seat}/hint)"))
    simulations = fields.Integer(metadata=optional("done"))
    error = fields.String(metadata=optional("failed: why"))


@blp.route("/<besides(moves):game>/move", methods=["POST"], parameters=[{
    "in": "path", "name": "game", "required": True, "description": "a game with bots "
    "(GET /v1/catalog: has_bots); another name is a 404 no_bots_for_game",
    "schema": {"type": "string", "enum": [n for n in engine.names() if bots.declared(n)]}}])
@publish_body("BotMoveRequest")
@blp.arguments(BotMoveRequestSchema)
@blp.response(202, BotMoveSchema, headers=REPLAYED)
@blp.doc(operationId="requestBotMove", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
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
@blp.doc(operationId="getBotMove", security=BEARER)
@documents(blp, 401, 404)
def get_move(move_id):
    """A bot move you asked for: pending, or done with the actions and the bot's evaluation."""
    c = ctx()
    return answer(domain.handle(c, commands.GetBotMove(current_player_id(c), move_id)))
