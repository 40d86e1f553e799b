"""Scoring routes: the live breakdown, each round's scoring (any game), the final result."""

from shared.api.http import ETAG, Blueprint
from shared import domain
from shared.domain.visibility import readable
from shared.api import BEARER, ctx, current_player, documents, etag

from .schemas import ResultSchema, RoundsSchema, ScoresSchema

blp = Blueprint("scoring", __name__, url_prefix="/v1/games", description="Scores and results")


def _started(game_id: str) -> domain.Game:
    c = ctx()
    player = current_player(c)
    game = readable(domain.Game.of(c.games.load(game_id), game_id), player["id"])
    if game.state is None:
        raise domain.Conflict("game_not_started", "the game has not started yet")
    return game


@blp.route("/<game_id>/scores")
@blp.response(200, ScoresSchema, headers=ETAG)
@blp.doc(operationId="getScores", security=BEARER)
@documents(blp, 401, 404, 409)
def scores(game_id):
    """The game's running score breakdown (its own shape: per element, per item)."""
    game = _started(game_id)
    body = {"game_id": game.id, "version": game.version, "status": game.status,
            "scores": game.rules.scores(game.state)}
    return body, 200, {"ETag": etag(game.version)}


def _rounds(game_id: str):
    game = _started(game_id)
    body = {"game_id": game.id, "version": game.version, "round_name": game.rules.spec.round_name,
            "rounds": game.rules.rounds(game.state)}
    return body, 200, {"ETag": etag(game.version)}


@blp.route("/<game_id>/rounds")
@blp.response(200, RoundsSchema, headers=ETAG)
@blp.doc(operationId="listRounds", security=BEARER)
@documents(blp, 401, 404, 409)
def rounds(game_id):
    """Each scored round, named as the game names it (`round_name`: shift, day, round)."""
    return _rounds(game_id)


@blp.route("/<game_id>/shifts")
@blp.response(200, RoundsSchema, headers=ETAG)
@blp.doc(operationId="listShifts", security=BEARER)
@documents(blp, 401, 404, 409)
def shifts(game_id):
    """Alias of `/rounds`, kept for Glück Auf clients: the same answer, for every game."""
    return _rounds(game_id)


@blp.route("/<game_id>/result")
@blp.response(200, ResultSchema, headers=ETAG)
@blp.doc(operationId="getResult", security=BEARER)
@documents(blp, 401, 404, 409)
def result(game_id):
    """The final ranking with tie-breaks (`result` is null while the game runs)."""
    game = _started(game_id)
    outcome = game.rules.outcome(game.state)
    body = {"game_id": game.id, "version": game.version, "status": game.status,
            "finished": outcome is not None, "result": outcome}
    return body, 200, {"ETag": etag(game.version)}
