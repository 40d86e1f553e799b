"""Ratings routes: a game's leaderboard and a player's (or a bot level's) stats."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.api.http import Blueprint
from shared import domain, engine
from shared.api import BEARER, ctx, current_player, documents
from shared.api.schemas import QueryInteger, Reply
from shared.domain import ratings

blp = Blueprint("ratings", __name__, url_prefix="/v1", description="Ratings and leaderboards")


class BoardQuerySchema(ma.Schema):
    limit = QueryInteger(load_default=50, validate=validate.Range(1, 200))
    offset = QueryInteger(load_default=0, validate=validate.Range(0, 100_000))


class RatingSchema(Reply):
    name = fields.String(allow_none=True)
    mu = fields.Float()
    sigma = fields.Float()
    ordinal = fields.Float(metadata={"description": "mu - 3 sigma: what the board sorts by"})
    games = fields.Integer()
    wins = fields.Integer()


class BoardRowSchema(RatingSchema):
    rank = fields.Integer()
    id = fields.String(metadata={"description": "a player id, or bot:<level>"})


class BoardSchema(Reply):
    game = fields.String()
    entries = fields.List(fields.Nested(BoardRowSchema))


class GameStatsSchema(RatingSchema):
    game = fields.String()
    rank = fields.Integer(allow_none=True)


class StatsSchema(Reply):
    id = fields.String()
    games = fields.List(fields.Nested(GameStatsSchema))


@blp.route("/leaderboards/<game>")
@blp.arguments(BoardQuerySchema, location="query")
@blp.response(200, BoardSchema)
@blp.doc(operationId="getLeaderboard", security=BEARER)
@documents(blp, 401, 404, 422)
def leaderboard(query, game):
    """A game's players (and bot levels) by openskill rating (ordinal), best first."""
    c = ctx()
    current_player(c)
    if game not in engine.names():
        raise domain.NotFound("unknown_game", f"no game called {game!r}; see GET /v1/catalog")
    return {"game": game, "entries": ratings.leaderboard(c, game, query["offset"], query["limit"])}


@blp.route("/players/<player_id>/stats")
@blp.response(200, StatsSchema)
@blp.doc(operationId="getPlayerStats", security=BEARER)
@documents(blp, 401, 404)
def stats(player_id):
    """A player's rating, rank, games and wins per game (`me`, a player id, or bot:<level>)."""
    c = ctx()
    me = current_player(c)
    entity = me["id"] if player_id == "me" else player_id
    if not entity.startswith("bot:") and c.players.get(entity) is None:
        raise domain.NotFound("player_not_found", f"no player {player_id!r}")
    return {"id": entity, "games": ratings.stats(c, entity)}
