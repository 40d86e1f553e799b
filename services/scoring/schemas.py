"""Scoring response schemas."""
import marshmallow as ma
from marshmallow import fields


class ScoresSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    status = fields.String()
    scores = fields.Dict(metadata={"description": "the game's running breakdown per element"})


class ShiftsSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    shifts = fields.List(fields.Dict(), metadata={
        "description": "each scored shift: per element, who got what"})


class ResultSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    status = fields.String()
    finished = fields.Boolean()
    result = fields.Dict(allow_none=True, metadata={"description": "final ranking; null until over"})
