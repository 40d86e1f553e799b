"""Scoring response schemas."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.api.schemas import STATUSES, Reply


class ScoresSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    status = fields.String(validate=validate.OneOf(STATUSES))
    scores = fields.Dict(metadata={"description": "the game's running breakdown per element"})


class RoundResultSchema(Reply):
    """One scored round: its 1-based number, then whatever fields the game reports for it."""

    class Meta:
        unknown = ma.INCLUDE          # the OpenAPI document says: the game's own fields follow

    round = fields.Integer(required=True, metadata={"description": "1-based number of the round"})

    @ma.post_dump(pass_original=True)
    def _game_fields(self, data: dict, original: dict, **_) -> dict:
        # a dump keeps only declared fields; a round's fields are the game's, so keep them all
        return {**original, **data}


class RoundsSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    round_name = fields.String(metadata={
        "description": "what the game calls a round (shift, day, round, ...)"})
    rounds = fields.List(fields.Nested(RoundResultSchema), metadata={
        "description": "each scored round, oldest first; empty until one is scored or for a game "
                       "without rounds"})


class ResultSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    status = fields.String(validate=validate.OneOf(STATUSES))
    finished = fields.Boolean()
    result = fields.Dict(allow_none=True, metadata={"description": "final ranking; null until over"})
