"""Replays of finished games: the full state after any number of actions, and the game record
(`shared.replay.make_record`) that `pithead replay FILE` verifies offline."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.api.http import ETAG, Blueprint
from shared import domain, replay
from shared.api import BEARER, ctx, current_player, documents, etag
from shared.api.schemas import MAX_VERSION, QueryInteger, Reply
from shared.domain.visibility import readable

blp = Blueprint("replays", __name__, url_prefix="/v1/games", description="Replays and records")


class ReplayQuerySchema(ma.Schema):
    at = QueryInteger(validate=validate.Range(0, MAX_VERSION), metadata={
        "description": "number of actions applied (0: the deal); default: all of them"})


class ReplaySchema(Reply):
    game_id = fields.String()
    at = fields.Integer()
    total = fields.Integer(metadata={"description": "actions in the whole game"})
    action = fields.Dict(allow_none=True, metadata={"description": "the at-th action: seat, action"})
    phase = fields.String()
    active_seats = fields.List(fields.Integer())
    state = fields.Dict(metadata={"description": "the full state (the game is over: no secrets)"})


class RecordSchema(Reply):
    format = fields.String()
    game = fields.String()
    game_id = fields.String()
    options = fields.Dict()
    seats = fields.Integer()
    seed = fields.Raw(metadata={"description": "the deal's seed: an integer or a string"})
    log = fields.List(fields.Dict(), metadata={"description": "each action: seat, action"})
    final_state_sha256 = fields.String()
    outcome = fields.Dict(allow_none=True)


def _finished(game_id: str):
    c = ctx()
    player = current_player(c)
    game = readable(domain.Game.of(c.games.load(game_id), game_id), player["id"])
    if game.status != "finished":
        raise domain.Conflict("game_not_finished", "replays open once the game is over")
    return game, c.games.actions(game.id)


@blp.route("/<game_id>/replay")
@blp.arguments(ReplayQuerySchema, location="query")
@blp.response(200, ReplaySchema, headers=ETAG)
@blp.doc(operationId="getReplay", security=BEARER)
@documents(blp, 401, 404, 409, 422)
def replay_at(query, game_id):
    """The whole game as it stood after the `at`-th action, replayed from the log."""
    game, actions = _finished(game_id)
    at = query.get("at", len(actions))
    if at > len(actions):
        raise domain.Invalid("at_out_of_range", f"the game has {len(actions)} actions")
    meta, rules = game.meta, game.rules
    state = rules.replay(meta["options"], len(meta["seats"]), meta["seed"], actions[:at])
    last = {"seat": actions[at - 1][0], "action": actions[at - 1][1]} if at else None
    body = {"game_id": game.id, "at": at, "total": len(actions), "action": last,
            "phase": state.get("phase"), "active_seats": sorted(rules.active_seats(state)),
            "state": state}
    return body, 200, {"ETag": etag(game.version)}


@blp.route("/<game_id>/record")
@blp.response(200, RecordSchema, headers={**ETAG, "Content-Disposition": {
    "description": "attachment; filename=\"<game id>.json\"", "required": True,
    "schema": {"type": "string"}}})
@blp.doc(operationId="getRecord", security=BEARER)
@documents(blp, 401, 404, 409)
def record(game_id):
    """The game record to download; `pithead replay FILE` checks it offline."""
    game, actions = _finished(game_id)
    meta = game.meta
    body = replay.make_record(meta["game"], meta["options"], len(meta["seats"]), meta["seed"],
                              actions, game.state, game_id=game.id)
    return body, 200, {"Content-Disposition": f'attachment; filename="{game.id}.json"',
                       "ETag": etag(game.version)}
