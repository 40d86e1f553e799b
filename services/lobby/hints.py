"""Hints: POST /v1/games/{id}/seats/{seat}/hint asks the game's strongest bot for the seat's move.

The worker thinks (a hint is a bot move: GET /v1/bots/moves/{id} gives the answer), so a web worker
never spends a bot's budget of CPU while it holds other clients' connections.
"""
import marshmallow as ma
from marshmallow import fields, validate

from shared import bots
from shared.api import BEARER, answer, ctx, documents, idempotency
from shared.api.auth import current_player_id
from shared.api.http import IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.api.idempotent import handle_recorded
from shared.api.schemas import Reply, StrictFloat, optional
from shared.domain.commands import RequestHint

blp = Blueprint("hints", __name__, url_prefix="/v1", description="Hints in unrated games")


class HintRequest(ma.Schema):
    budget_s = StrictFloat(validate=validate.Range(0, bots.MAX_BUDGET_S, min_inclusive=False),
                           metadata={"description": "thinking time in seconds (default: the "
                                                    "strongest level's own budget)",
                                     "exclusiveMinimum": True})   # apispec drops min_inclusive


class HintAlternative(Reply):
    option = fields.Raw(metadata={"description": "the option as the bot names it"})
    score = fields.Float(allow_none=True, metadata={
        "description": "its estimated chance to win (a search that plays for margin: its value)"})
    visits = fields.Integer(metadata=optional("how many simulations tried it"))


class Hint(Reply):
    id = fields.String(metadata={"description": "GET /v1/bots/moves/{id} gives the answer"})
    status = fields.String(validate=validate.OneOf(["pending", "done", "failed"]))
    hint = fields.Boolean()
    game = fields.String()
    level = fields.String(metadata={"description": "the game's strongest bot level"})
    budget_s = fields.Float(allow_none=True)
    seat = fields.Integer()
    game_id = fields.String()
    version = fields.Integer(metadata={"description": "the game version the hint is for"})
    created_at = fields.Integer()
    finished_at = fields.Integer(metadata=optional("once done or failed"))
    thinking_ms = fields.Integer(metadata=optional("once done or failed"))
    actions = fields.List(fields.Dict(), metadata=optional("done: the bot's move, in order"))
    evaluation = fields.Dict(metadata=optional("done: the bot's estimate of the position"))
    alternatives = fields.List(fields.Nested(HintAlternative), metadata=optional(
        "done: up to 3 best options with their scores, where the bot rates them"))
    simulations = fields.Integer(metadata=optional("done"))
    error = fields.String(metadata=optional("failed: why"))


@blp.route("/games/<game_id>/seats/<int:seat>/hint", methods=["POST"])
@blp.arguments(HintRequest, required=False)
@blp.response(202, Hint, headers=REPLAYED)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER], operationId="requestHint")
@documents(blp, 400, 401, 403, 404, 409, 422)
def request_hint(body, game_id, seat):
    """Ask what the strongest bot would do for your seat (a game created with hints: true only)."""
    c = ctx()
    player_id = current_player_id(c)
    cmd = RequestHint(player_id, game_id, seat, (body or {}).get("budget_s"))
    return answer(handle_recorded(c, cmd, idempotency(), player_id))
