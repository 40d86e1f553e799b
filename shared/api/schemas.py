"""Schemas the services share: the problem document, games and seats, and `Reply`, the base of
every response schema (what it documents is what the answer holds: each field is there unless
marked optional, and no other field is)."""
import re

import marshmallow as ma
from marshmallow import fields, validate

STATUSES = ("open", "started", "finished")
REF = "#/components/schemas/"
MAX_VERSION = 10**15 - 1   # game versions and log ids: up to 15 digits (Last-Event-ID's pattern)


class Reply(ma.Schema):
    """A response schema: its fields are documented as always present (`required`) unless their
    metadata says `"optional": True`; no other field is (additionalProperties: false)."""

    def on_bind_field(self, field_name, field_obj):
        """Mark the field required in the document unless it is optional."""
        if not field_obj.metadata.get("optional"):
            field_obj.required = True


def optional(description: str = "") -> dict:
    """Metadata of a response field that is sometimes absent."""
    return {"optional": True, **({"description": description} if description else {})}


class ProblemSchema(Reply):
    """RFC 9457 problem details (application/problem+json)."""

    type = fields.String(metadata={"description": "URI identifying the problem type"})
    title = fields.String(metadata={"description": "short human summary of the type"})
    status = fields.Integer(metadata={"description": "HTTP status code"})
    detail = fields.String(metadata={"description": "what went wrong in this request"})
    code = fields.String(metadata={"description": "stable machine code, e.g. not_your_turn"})
    errors = fields.Dict(metadata=optional("field messages of a schema error, by field"))
    current_version = fields.Integer(metadata=optional("the game's version (stale_version)"))
    index = fields.Integer(metadata=optional("invalid_action: the refused action's place in the "
                                             "batch (0: the first, or the only one)"))
    field = fields.String(metadata=optional("invalid_action: its field that does not fit the "
                                            "game's shape, e.g. truck or pieces[0].row "
                                            "(empty: the action itself)"))


class SeatSchema(Reply):
    seat = fields.Integer()
    kind = fields.String(allow_none=True, validate=validate.OneOf(["player", "bot"]),
                         metadata={"description": "player, bot, or null (free)"})
    player_id = fields.String(allow_none=True)
    name = fields.String(allow_none=True)
    bot = fields.String(allow_none=True, metadata={"description": "bot level"})
    replaced_player_id = fields.String(metadata=optional(
        "a bot plays on for this person, who resigned or was dropped by the turn clock"))


class GameSchema(Reply):
    id = fields.String()
    game = fields.String()
    options = fields.Dict()
    seats = fields.List(fields.Nested(SeatSchema))
    status = fields.String(validate=validate.OneOf(STATUSES))
    phase = fields.String(allow_none=True, metadata={"description": "null until the start"})
    version = fields.Integer()
    created_by = fields.String()
    created_at = fields.Integer(metadata={"description": "ms since the epoch"})
    updated_at = fields.Integer(metadata={"description": "ms since the epoch"})
    seed = fields.Raw(metadata=optional("the deal's seed (an integer or a string), shown once "
                                        "the game is finished"))
    seed_chosen = fields.Boolean(metadata={
        "description": "true when the host chose the seed: the host may know the whole deal, "
                       "the game is never rated, and joining it takes accept_chosen_seed"})
    hints = fields.Boolean(metadata={
        "description": "true when seats may ask the strongest bot for a hint "
                       "(POST /v1/games/{id}/seats/{seat}/hint): the game is never rated"})
    rated = fields.Boolean(metadata={
        "description": "false when the game will never be rated (a chosen seed, or hints)"})
    clock = fields.Dict(metadata=optional("the turn clock's options, if the game has one"))
    private = fields.Boolean(metadata={
        "description": "true: never listed, joined only with an invitation (POST "
                       "/v1/games/{id}/invitations)"})
    rematch = fields.String(metadata=optional("the id of this finished game's rematch, once "
                                              "someone started it (POST /v1/games/{id}/rematch)"))
    rematch_of = fields.String(metadata=optional("the finished game this one is the rematch of"))


class GameIdSchema(ma.Schema):
    game_id = fields.String(required=True)


class Component(fields.Raw):
    """A value documented as a named component of the document (`$ref`) that no marshmallow
    schema can say (one of the games' actions); loaded and dumped as it is."""

    def __init__(self, name: str, **kwargs):
        super().__init__(**kwargs)
        self.component = name


def component_ref(self, field, **kwargs) -> dict:
    """apispec attribute function: a Component field is a `$ref` to its component."""
    return {"$ref": REF + field.component} if isinstance(field, Component) else {}


def null_in_enums(schema):
    """`schema` with null listed in each nullable `enum`, whose values then say its type: OpenAPI
    3.0.3 allows null in an enum only where the enum lists it, and client generators read it so
    (a nullable card id parses; with `type` beside it openapi-python-client makes three types)."""
    if isinstance(schema, list):
        return [null_in_enums(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: null_in_enums(value) for key, value in schema.items()}
    if out.get("nullable") and "enum" in out:
        out.pop("type", None)
        if None not in out["enum"]:
            out["enum"] = [*out["enum"], None]
    return out


class StrictBoolean(fields.Boolean):
    """A JSON true or false, nothing else ("true", 1 and "yes" are refused)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class StrictFloat(fields.Float):
    """A JSON number, nothing else (a string of digits is refused)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


class QueryInteger(fields.Integer):
    """An integer in a query string: optional minus and ASCII digits only (Python's int() would
    take " 5", "1_0" and other digits too, which the document calls no integer)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str) and not _INTEGER.fullmatch(value):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


class QueryNumber(fields.Float):
    """A number in a query string, written as JSON writes one."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str) and not _NUMBER.fullmatch(value):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


_INTEGER = re.compile(r"-?[0-9]+")
_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?")


class FullMatch(validate.Regexp):
    """validate.Regexp over the whole value: Python's `$` also matches before a final newline,
    which the document's (ECMA-262) `$` does not."""

    def __call__(self, value):
        if self.regex.fullmatch(value) is None:
            raise ma.ValidationError(self._format_error(value))
        return value
