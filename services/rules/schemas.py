"""Rules request and response schemas."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.api.fieldtexts import N_
from shared.api.schemas import MAX_VERSION, REF, STATUSES, Component, QueryInteger, Reply, optional

VERSION = {"type": "integer", "description": "the version you acted on (or send If-Match); "
                                            "stale -> 409"}
# The body of POST /v1/games/{id}/actions (`ActionsSubmit`): a batch, or one bare action
SUBMIT_COMPONENTS = {
    "ActionBatch": {
        "type": "object", "required": ["actions"], "additionalProperties": False,
        "description": "actions applied atomically, in order: all or none",
        "properties": {"actions": {"type": "array", "items": {"$ref": REF + "Action"},
                                   "minItems": 1, "maxItems": 200,
                                   "description": "actions in order; all apply or none"},
                       "expected_version": VERSION}},
    "OneAction": {
        "type": "object", "required": ["type"], "additionalProperties": True,
        "not": {"required": ["actions"]},
        "description": "one action as a bare object: `type` and exactly the fields that action "
                       "type of the game takes (its `<Game>Action` component), with "
                       "`expected_version` beside them; another field, a missing one or a wrong "
                       "type is a 422 invalid_action naming the field",
        "properties": {"type": {"type": "string", "minLength": 1, "description": "the action's "
                                "name in the game (GET /v1/games/{id}/actions lists the legal "
                                "ones with their fields)"},
                       "expected_version": VERSION}},
    "ActionsSubmit": {
        "description": "one action, or a batch applied atomically",
        "oneOf": [{"$ref": REF + "ActionBatch"}, {"$ref": REF + "OneAction"}]},
}


def _is_action(action: dict) -> None:
    if not isinstance(action.get("type"), str) or not action["type"]:
        raise ma.ValidationError(N_("an action is an object with a non-empty string `type`"))


class ActionsSchema(ma.Schema):
    """One action object, or `{"actions": [...], "expected_version": N}` applied atomically
    (documented as SUBMIT_COMPONENTS's `ActionsSubmit`)."""

    actions = fields.List(fields.Dict(validate=_is_action), required=True,
                          validate=validate.Length(1, 200),
                          metadata={"description": "actions in order; all apply or none"})
    expected_version = fields.Integer(strict=True, metadata={
        "description": "the version you acted on (or send If-Match); stale -> 409"})

    @ma.pre_load
    def wrap_single(self, data, **kwargs):
        """A bare action object is a batch of one."""
        if isinstance(data, dict) and "actions" not in data:
            data = dict(data)
            wrapped = {"actions": [data]}
            if "expected_version" in data:   # null too: the field refuses it
                wrapped["expected_version"] = data.pop("expected_version")
            return wrapped
        return data


class StateSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    seat = fields.Integer(allow_none=True, metadata={"description": "your seat; null: spectator"})
    status = fields.String(validate=validate.OneOf(STATUSES))
    phase = fields.String()
    active_seats = fields.List(fields.Integer())
    awaiting_system = fields.Boolean()
    view = fields.Dict(metadata={"description": "the game as your seat may know it"})


class LegalActionsSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    seat = fields.Integer(allow_none=True)
    actions = fields.List(Component("Action"), metadata={
        "description": "your legal actions now, each as POST .../actions takes it"})


class ActionsResultSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    seat = fields.Integer(allow_none=True)
    events = fields.List(fields.Dict(), metadata={"description": "what happened, as you see it"})
    phase = fields.String()
    status = fields.String(validate=validate.OneOf(STATUSES))
    state = fields.Nested(StateSchema, metadata=optional(
        "with Prefer: return=representation, GET state's document at `version`"))
    legal_actions = fields.Nested(LegalActionsSchema, metadata=optional(
        "with Prefer: return=representation, GET actions' document at `version`"))


class LogQuerySchema(ma.Schema):
    after = QueryInteger(load_default=0, validate=validate.Range(0, MAX_VERSION),
                         metadata={"description": "only entries with a greater version"})


class LogEntrySchema(Reply):
    id = fields.Integer(metadata={"description": "the entry's id: the version it made"})
    version = fields.Integer()
    kind = fields.String(metadata={"description": "lobby or play"})
    seat = fields.Integer(allow_none=True)
    actor = fields.String(allow_none=True)
    actions = fields.List(fields.Dict(), metadata={"description": "shown for your own seat only"})
    events = fields.List(fields.Dict())
    active_seats = fields.List(fields.Integer(), metadata=optional(
        "only on an entry that changed who may act or ended the game: the seats that may act "
        "after it"))
    text = fields.List(fields.String(), metadata={
        "description": "each event as a line for people, in the request's language (Accept-Language)"})


class LogSchema(Reply):
    game_id = fields.String()
    version = fields.Integer()
    entries = fields.List(fields.Nested(LogEntrySchema))
