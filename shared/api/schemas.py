"""Schemas the services share: the problem document, games and seats, path and header parameters."""
import marshmallow as ma
from marshmallow import fields


class ProblemSchema(ma.Schema):
    """RFC 9457 problem details (application/problem+json)."""

    type = fields.String(metadata={"description": "URI identifying the problem type"})
    title = fields.String(metadata={"description": "short human summary of the type"})
    status = fields.Integer(metadata={"description": "HTTP status code"})
    detail = fields.String(metadata={"description": "what went wrong in this request"})
    code = fields.String(metadata={"description": "stable machine code, e.g. not_your_turn"})
    errors = fields.Dict(metadata={"description": "field messages of a schema error"})
    current_version = fields.Integer(metadata={"description": "the game's version (stale_version)"})


class SeatSchema(ma.Schema):
    seat = fields.Integer()
    kind = fields.String(allow_none=True, metadata={"description": "player, bot, or null (free)"})
    player_id = fields.String(allow_none=True)
    name = fields.String(allow_none=True)
    bot = fields.String(allow_none=True, metadata={"description": "bot level"})


class GameSchema(ma.Schema):
    id = fields.String()
    game = fields.String()
    options = fields.Dict()
    seats = fields.List(fields.Nested(SeatSchema))
    status = fields.String(metadata={"description": "open, started or finished"})
    phase = fields.String(allow_none=True)
    version = fields.Integer()
    created_by = fields.String()
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})
    updated_at = fields.Integer(metadata={"description": "ms since the epoch"})
    seed = fields.Raw(metadata={"description": "shown once the game is finished"})
    clock = fields.Dict(metadata={"description": "the turn clock options, if the game has one"})


class GameIdSchema(ma.Schema):
    game_id = fields.String(required=True)
