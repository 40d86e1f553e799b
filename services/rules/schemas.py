"""Rules request and response schemas."""
import marshmallow as ma
from marshmallow import fields, validate


class ActionsSchema(ma.Schema):
    """One action object, or `{"actions": [...], "expected_version": N}` applied atomically."""

    actions = fields.List(fields.Dict(), required=True, validate=validate.Length(1, 200),
                          metadata={"description": "actions in order; all apply or none"})
    expected_version = fields.Integer(strict=True, metadata={
        "description": "the version you acted on (or send If-Match); stale -> 409"})

    @ma.pre_load
    def wrap_single(self, data, **kwargs):
        """A bare action object is a batch of one."""
        if isinstance(data, dict) and "actions" not in data:
            data = dict(data)
            expected = data.pop("expected_version", None)
            wrapped = {"actions": [data]}
            if expected is not None:
                wrapped["expected_version"] = expected
            return wrapped
        return data


class ActionsResultSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    seat = fields.Integer(allow_none=True)
    events = fields.List(fields.Dict(), metadata={"description": "what happened, as you may see it"})
    phase = fields.String()
    status = fields.String()


class StateSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    seat = fields.Integer(allow_none=True, metadata={"description": "your seat; null: spectator"})
    status = fields.String()
    phase = fields.String()
    active_seats = fields.List(fields.Integer())
    awaiting_system = fields.Boolean()
    view = fields.Dict(metadata={"description": "the game as your seat may know it"})


class LegalActionsSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    seat = fields.Integer(allow_none=True)
    actions = fields.List(fields.Dict(), metadata={"description": "your legal actions now"})


class LogQuerySchema(ma.Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(0),
                           metadata={"description": "only entries with a greater version"})


class LogEntrySchema(ma.Schema):
    version = fields.Integer()
    kind = fields.String(metadata={"description": "lobby or play"})
    seat = fields.Integer(allow_none=True)
    actor = fields.String(allow_none=True)
    actions = fields.List(fields.Dict(), metadata={"description": "shown for your own seat only"})
    events = fields.List(fields.Dict())


class LogSchema(ma.Schema):
    game_id = fields.String()
    version = fields.Integer()
    entries = fields.List(fields.Nested(LogEntrySchema))
