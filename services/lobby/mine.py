"""Abandonment routes: resign a started game, and the list of my games, whose turn first."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.api import BEARER, answer, ctx, current_player, documents, gamerequest, idempotency
from shared.api.http import ETAG, IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.api.schemas import STATUSES, GameSchema, QueryInteger, Reply
from shared.domain.commands import ResignGame
from shared.domain.mygames import my_games as games_of

mine = Blueprint("my_games", __name__, url_prefix="/v1", description="My games and resigning")


class MyGamesQuerySchema(ma.Schema):
    status = fields.String(validate=validate.OneOf(STATUSES))
    limit = QueryInteger(load_default=50, validate=validate.Range(1, 200))


class MyGameSchema(Reply):
    game_id = fields.String()
    game = fields.String()
    status = fields.String(validate=validate.OneOf(STATUSES))
    version = fields.Integer()
    seat = fields.Integer(allow_none=True)
    seat_lost = fields.Boolean(metadata={"description": "you resigned or were dropped"})
    active_seats = fields.List(fields.Integer(), metadata={"description": "whose turn it is"})
    my_turn = fields.Boolean()
    waiting_since = fields.Integer(allow_none=True, metadata={"description": "ms; my turn only"})
    deadline = fields.Integer(allow_none=True, metadata={"description": "ms; when my clock ends"})
    updated_at = fields.Integer()


class MyGamesSchema(Reply):
    games = fields.List(fields.Nested(MyGameSchema), metadata={
        "description": "games where it is your turn first, longest-waiting first; then the rest"})


@mine.route("/players/me/games")
@mine.arguments(MyGamesQuerySchema, location="query")
@mine.response(200, MyGamesSchema)
@mine.doc(operationId="listMyGames", security=BEARER)
@documents(mine, 401, 422)
def my_games(query):
    """The games you hold (or held) a seat in, those waiting for you longest first."""
    c = ctx()
    player = current_player(c)
    return {"games": games_of(c, player["id"], query.get("status"), query["limit"])}


@mine.route("/games/<game_id>/resign", methods=["POST"])
@mine.response(200, GameSchema, headers={**ETAG, **REPLAYED})
@mine.doc(operationId="resignGame", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(mine, 401, 403, 404, 409, 422)
def resign(game_id):
    """Resign a started game: a bot plays your seat on and you rank last in the ratings."""
    c = ctx()
    player = current_player(c)
    cmd = ResignGame(player["id"], game_id, idempotency())
    return answer(gamerequest.handle(c, cmd, player["id"]))
