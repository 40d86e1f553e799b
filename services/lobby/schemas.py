"""Lobby request and response schemas."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.api.schemas import GameSchema  # noqa: F401  (re-exported for the views)


class PlayerCreateSchema(ma.Schema):
    name = fields.String(required=True, validate=validate.Length(1, 40))


class PlayerSchema(ma.Schema):
    id = fields.String()
    name = fields.String()
    created_at = fields.Integer()


class NewPlayerSchema(PlayerSchema):
    token = fields.String(metadata={"description": "bearer token; shown only in this answer"})


class CatalogSchema(ma.Schema):
    games = fields.List(fields.Dict(), metadata={"description": "each game's spec: seats, options"})
    bot_levels = fields.List(fields.String())


class GameListQuerySchema(ma.Schema):
    status = fields.String(validate=validate.OneOf(["open", "started", "finished"]))
    game = fields.String()
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 100))
    offset = fields.Integer(load_default=0, validate=validate.Range(0))


class GameListSchema(ma.Schema):
    games = fields.List(fields.Nested(GameSchema))


def _seed(value) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ma.ValidationError("seed must be an integer or a string")
    if isinstance(value, str) and not 1 <= len(value) <= 64:
        raise ma.ValidationError("a string seed has 1-64 characters")
    return True


class ClockSchema(ma.Schema):
    """A turn clock: `per_move` seconds per turn, or a `bank` of seconds plus `increment` a turn."""

    per_move = fields.Integer(strict=True, validate=validate.Range(1, 30 * 86400),
                              metadata={"description": "seconds for each turn (86400: a day)"})
    bank = fields.Integer(strict=True, validate=validate.Range(1, 365 * 86400),
                          metadata={"description": "time bank in seconds for the whole game"})
    increment = fields.Integer(strict=True, validate=validate.Range(0, 30 * 86400), metadata={
        "description": "seconds added to the bank after each turn (capped at the bank)"})
    max_timeouts = fields.Integer(strict=True, validate=validate.Range(1, 100), metadata={
        "description": "timeouts in a row after which a bot takes the seat for good (default 3)"})
    bot_level = fields.String(validate=validate.Length(1, 40), metadata={
        "description": "the bot that moves on timeout and takes over: one of the game's bot levels "
                       "(GET /v1/catalog; default: the game's default level); a game without bots "
                       "has no clock (422 no_bots_for_game)"})


class GameCreateSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "a name from GET /v1/catalog"})
    seats = fields.Integer(required=True, strict=True,
                           metadata={"description": "number of seats, within the game's range"})
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.Raw(validate=_seed, metadata={"description": "optional: replays a known deal"})
    join = fields.Boolean(load_default=True, metadata={"description": "the creator takes seat 0"})
    clock = fields.Nested(ClockSchema, metadata={"description": "turn clock; none by default"})


class JoinSchema(ma.Schema):
    seat = fields.Integer(strict=True, metadata={"description": "a free seat; default: the first"})


class BotSchema(ma.Schema):
    level = fields.String(validate=validate.Length(1, 40), metadata={
        "description": "one of the game's bot levels (GET /v1/catalog); default: the game's "
                       "default level. A game without bots answers 422 no_bots_for_game, a level "
                       "it does not have 422 unknown_bot_level"})
    seat = fields.Integer(strict=True, metadata={"description": "a free seat; default: the first"})
