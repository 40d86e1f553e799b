"""Schemas of the table chat (the lobby's chat routes and the rules' event feed share them)."""
import marshmallow as ma
from marshmallow import fields, validate

from shared.domain.feed import CURSOR_PATTERN

from .fieldtexts import N_
from .schemas import FullMatch, QueryInteger, Reply, StrictBoolean

LINE_ID = r"^[0-9]{1,15}-[0-9]{1,15}$"


def _recipient(value) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ma.ValidationError(N_("to is a seat index or a seated player's name"))
    if isinstance(value, int) and not 0 <= value <= 15 or isinstance(value, str) and \
            not 1 <= len(value) <= 40:
        raise ma.ValidationError(N_("a seat is 0-15, a name has 1-40 characters"))
    return True


class ChatRecipient(Reply):
    seat = fields.Integer()
    name = fields.String()


class ChatLine(Reply):
    id = fields.String(metadata={"description": 'the line\'s id, "<version>-<n>": posted at that '
                                 "game version, the n-th line there (also its place in the feed)"})
    at = fields.Integer(metadata={"description": "when it was posted (ms since the epoch)"})
    name = fields.String(metadata={"description": "who wrote it"})
    seat = fields.Integer(allow_none=True, metadata={"description": "the writer's seat; null: a "
                                                     "spectator"})
    text = fields.String()
    to = fields.Nested(ChatRecipient, allow_none=True, metadata={
        "description": "the seat it is addressed to (its player is notified); the line is public"})


class ChatLineCreate(ma.Schema):
    text = fields.String(required=True, validate=validate.Length(1, 2000), metadata={
        "description": "at most 500 characters once trimmed (else 422 message_too_long); blank "
                       "is a 422 empty_message"})
    to = fields.Raw(validate=_recipient, metadata={
        "description": "optional: a seat index or a seated player's name; that player is notified "
                       "(chat_to_you)", "oneOf": [{"type": "integer", "minimum": 0, "maximum": 15},
                                                  {"type": "string", "minLength": 1,
                                                   "maxLength": 40}]})


class ChatSettings(Reply):
    spectators_write = fields.Boolean(metadata={"description": "spectators may write"})
    host = fields.Boolean(metadata={"description": "you created the game: you may change them"})
    can_write = fields.Boolean(metadata={"description": "you may write now"})


class ChatSettingsUpdate(ma.Schema):
    spectators_write = StrictBoolean(required=True)


class ChatPage(Reply):
    game_id = fields.String()
    settings = fields.Nested(ChatSettings)
    lines = fields.List(fields.Nested(ChatLine), metadata={
        "description": "oldest first; lines of the names you muted left out"})
    cursor = fields.String(metadata={"description": "send it back as `after` for the next lines"})


class ChatQuery(ma.Schema):
    after = fields.String(load_default="0-0", validate=FullMatch(CURSOR_PATTERN), metadata={
        "description": 'a line id (or a feed cursor): the lines after it; default: from the first'})
    limit = QueryInteger(load_default=100, validate=validate.Range(1, 300))


class ChatReportCreate(ma.Schema):
    reason = fields.String(required=True, validate=validate.Length(1, 500))


class ChatReport(Reply):
    game_id = fields.String()
    line_id = fields.String()
    reported = fields.Boolean()


class Mutes(Reply):
    mutes = fields.List(fields.String(), metadata={"description": "the names you muted"})
