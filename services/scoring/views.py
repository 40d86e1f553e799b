"""Scoring routes: the live breakdown, each shift's scoring, the final result."""

from shared.api.http import Blueprint
from shared import domain
from shared.api import BEARER, ctx, current_player, documents, etag

from .schemas import ResultSchema, ScoresSchema, ShiftsSchema

blp = Blueprint("scoring", __name__, url_prefix="/v1/games", description="Scores and results")


def _started(game_id: str) -> domain.Game:
    c = ctx()
    current_player(c)
    game = domain.Game.of(c.games.load(game_id), game_id)
    if game.state is None:
        raise domain.Conflict("game_not_started", "the game has not started yet")
    return game


@blp.route("/<game_id>/scores")
@blp.response(200, ScoresSchema)
@blp.doc(security=BEARER)
@documents(blp, 401, 404, 409)
def scores(game_id):
    """The running score breakdown (per shift-clock element and end-game item)."""
    game = _started(game_id)
    body = {"game_id": game.id, "version": game.version, "status": game.status,
            "scores": game.rules.scores(game.state)}
    return body, 200, {"ETag": etag(game.version)}


@blp.route("/<game_id>/shifts")
@blp.response(200, ShiftsSchema)
@blp.doc(security=BEARER)
@documents(blp, 401, 404, 409)
def shifts(game_id):
    """Each scored shift (or round): for every element, who got what."""
    game = _started(game_id)
    breakdown = game.rules.scores(game.state)
    rounds = breakdown.get("shifts", breakdown.get("rounds", []))
    return {"game_id": game.id, "version": game.version, "shifts": rounds}, 200, \
        {"ETag": etag(game.version)}


@blp.route("/<game_id>/result")
@blp.response(200, ResultSchema)
@blp.doc(security=BEARER)
@documents(blp, 401, 404, 409)
def result(game_id):
    """The final ranking with tie-breaks (`result` is null while the game runs)."""
    game = _started(game_id)
    outcome = game.rules.outcome(game.state)
    body = {"game_id": game.id, "version": game.version, "status": game.status,
            "finished": outcome is not None, "result": outcome}
    return body, 200, {"ETag": etag(game.version)}
