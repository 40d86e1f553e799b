"""Lobby routes: schema in, command, handler, schema out."""

from shared import bots, domain, engine
from shared.api.http import (ANONYMOUS_IDEMPOTENCY_HEADER, ETAG, IDEMPOTENCY_HEADER, REPLAYED,
                             Blueprint, publish_body)
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency
from shared.api import actiondocs, gamerequest, idempotent, language
from shared.domain.commands import SetLanguage
from shared.domain.rematch import with_rematch
from shared.domain.visibility import readable

from .schemas import (BotSchema, CatalogSchema, GameCreateSchema, GameListQuerySchema,
                      GameListSchema, GameSchema, JoinSchema, NewPlayerSchema, PlayerCreateSchema,
                      PlayerSchema, PlayerUpdateSchema)

players = Blueprint("players", __name__, url_prefix="/v1/players", description="Players and tokens")
games = Blueprint("games", __name__, url_prefix="/v1", description="Catalog, games, seats, bots")


@players.route("", methods=["POST"])
@players.arguments(PlayerCreateSchema)
@players.response(201, NewPlayerSchema, headers=REPLAYED)
@players.doc(operationId="registerPlayer", parameters=[ANONYMOUS_IDEMPOTENCY_HEADER])
@documents(players, 400, 409, 422)
def register(body):
    """Register a player; the answer holds its bearer token, shown only this once."""
    cmd = domain.RegisterPlayer(body["name"])
    return answer(idempotent.handle_recorded(ctx(), cmd, idempotency(), None))


@players.route("/me")
@players.response(200, PlayerSchema)
@players.doc(operationId="getCurrentPlayer", security=BEARER)
@documents(players, 401)
def me():
    """The player the bearer token belongs to."""
    return current_player(ctx())


@players.route("/me", methods=["PATCH"])
@players.arguments(PlayerUpdateSchema)
@players.response(200, PlayerSchema)
@players.doc(security=BEARER, operationId="updateMyPlayer")
@documents(players, 400, 401, 422)
def update_me(body):
    """Save your settings: the language you read (en, ru; null: your client's Accept-Language)."""
    c = ctx()
    player = current_player(c)
    return answer(domain.handle(c, SetLanguage(player["id"], body["language"])))


@games.route("/catalog")
@games.doc(operationId="getCatalog")
@games.response(200, CatalogSchema)
def catalog():
    """Every registered game: its seats, options and phases, what it calls a round, its bots."""
    return {"games": [{**_catalog_entry(name), **_action_shapes(name)} for name in engine.names()]}


def _action_shapes(name: str) -> dict:
    """The shapes of the actions a player of `name` sends, and their OpenAPI component."""
    shapes = engine.get(name).action_shapes
    return {"actions": shapes or {},
            "action_schema": actiondocs.REF + actiondocs.component_name(name) if shapes else None}


def _catalog_entry(name: str) -> dict:
    rules = engine.get(name)
    declared = rules.bots
    return {**language.spec_for_people(rules.spec.to_json()), "round_name": rules.spec.round_name,
            "has_bots": declared is not None, "bot_levels": bots.level_documents(name),
            "default_bot_level": declared.default_level if declared else None,
            "bot_reaction": bots.reaction_document(name),
            "names": engine.names_in(rules.names, language.current())}


@games.route("/games")
@games.arguments(GameListQuerySchema, location="query")
@games.response(200, GameListSchema)
@games.doc(operationId="listGames", security=BEARER)
@documents(games, 401, 422)
def list_games(query):
    """Games, newest first, filtered by status and game name (never a private one)."""
    c = ctx()
    current_player(c)
    found, offset = [], query["offset"]
    # the name filter is applied after the status index, so read pages until the page is full
    while len(found) < query["limit"]:
        ids = c.games.list_ids(query.get("status"), offset, 100)
        if not ids:
            break
        offset += len(ids)
        for snap in c.games.load_many(ids):
            if query.get("game") in (None, snap.meta["game"]) and not snap.meta.get("private"):
                found.append(domain.describe(domain.Game(snap.version, snap.meta, None)))
    return {"games": found[:query["limit"]]}


@games.route("/games", methods=["POST"])
@publish_body("GameCreate")
@games.arguments(GameCreateSchema)
@games.response(201, GameSchema, headers={**ETAG, **REPLAYED})
@games.doc(operationId="createGame", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(games, 400, 401, 409, 422)
def create_game(body):
    """Open a game; the creator hosts it and, unless `join` is false, takes seat 0."""
    c = ctx()
    player = current_player(c)
    cmd = domain.CreateGame(player["id"], **body, idempotency=idempotency())
    return answer(gamerequest.handle(c, cmd, player["id"]))


@games.route("/games/<game_id>")
@games.response(200, GameSchema, headers=ETAG)
@games.doc(operationId="getGame", security=BEARER)
@documents(games, 401, 404)
def get_game(game_id):
    """A game's seats, status and version (a private one: to its players and invited only)."""
    c = ctx()
    player = current_player(c)
    game = readable(domain.Game.of(c.games.load(game_id), game_id), player["id"])
    return answer(domain.Result(with_rematch(c, game, domain.describe(game))))


@games.route("/games/<game_id>/seats", methods=["POST"])
@games.arguments(JoinSchema, required=False)
@games.response(200, GameSchema, headers={**ETAG, **REPLAYED})
@games.doc(operationId="joinSeat", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(games, 400, 401, 403, 404, 409, 422)
def join(body, game_id):
    """Take a seat (the one asked for, or the first free one); a game whose seed the host chose
    (`seed_chosen`) takes `accept_chosen_seed: true`; a private one an `invitation` (403 for a
    revoked, used or misfitting one; 404 to a stranger)."""
    c = ctx()
    player = current_player(c)
    cmd = domain.JoinGame(player["id"], game_id, body.get("seat"), idempotency(),
                          accept_chosen_seed=body.get("accept_chosen_seed", False),
                          invitation=body.get("invitation"))
    return answer(gamerequest.handle(c, cmd, player["id"]))


@games.route("/games/<game_id>/seats/me", methods=["DELETE"])
@games.response(200, GameSchema, headers={**ETAG, **REPLAYED})
@games.doc(operationId="leaveSeat", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(games, 401, 404, 409)
def leave(game_id):
    """Give up your seat before the game starts."""
    c = ctx()
    player = current_player(c)
    return answer(gamerequest.handle(c, domain.LeaveGame(player["id"], game_id, idempotency()),
                                    player["id"]))


@games.route("/games/<game_id>/bots", methods=["POST"])
@games.arguments(BotSchema, required=False)
@games.response(200, GameSchema, headers={**ETAG, **REPLAYED})
@games.doc(operationId="addBot", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(games, 400, 401, 403, 404, 409, 422)
def add_bot(body, game_id):
    """Seat a bot (host only)."""
    c = ctx()
    player = current_player(c)
    cmd = domain.AddBot(player["id"], game_id, body.get("level"), body.get("seat"), idempotency())
    return answer(gamerequest.handle(c, cmd, player["id"]))


@games.route("/games/<game_id>/start", methods=["POST"])
@games.response(200, GameSchema, headers={**ETAG, **REPLAYED})
@games.doc(operationId="startGame", security=BEARER, parameters=[IDEMPOTENCY_HEADER])
@documents(games, 401, 403, 404, 409)
def start(game_id):
    """Deal the game once every seat is held (host only)."""
    c = ctx()
    player = current_player(c)
    return answer(gamerequest.handle(c, domain.StartGame(player["id"], game_id, idempotency()),
                                    player["id"]))
