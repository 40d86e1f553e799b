"""GET /v1/games/{id}/events: the game's log for clients that wait, as a long-poll (JSON) or as
Server-Sent Events (Accept: text/event-stream, resumable with Last-Event-ID).

Event ids are places in the feed's one order over moves and chat lines (shared/domain/feed.py):
a move's id is its version, a chat line's "<version>-<n>" (kind `chat`, at the version it was
posted at: it makes none). Each entry goes out redacted for what the reader is when it is sent
(a resign or a seat change in the log re-reads the seats: domain.presenting.FeedReader), and a
token revoked while the request waits ends it (a stream ends, a long-poll answers 401).

A held request costs one greenlet and one Redis connection, never a short request's slot or a
worker process (shared/api/serving.py); each process holds at most EVENTS_HOLD_LIMIT of them (more
get 429) and none longer than EVENTS_WAIT seconds, so slow clients cannot starve the API.
"""
import json
import threading
import time

import marshmallow as ma
from flask import Response, request
from marshmallow import fields, validate

from shared.api.http import LAST_EVENT_ID_HEADER, Blueprint, last_event_id
from shared import config, domain
from shared.api import BEARER, ctx, current_player, documents
from shared.api.auth import TokenCheck, Unauthorized
from shared.api.chatschemas import ChatLine
from shared.api.schemas import FullMatch, QueryNumber, Reply, optional
from shared.domain.feed import CURSOR_PATTERN, FeedCursor
from shared.domain.presenting import FeedReader
from shared.domain.visibility import readable

blp = Blueprint("events", __name__, url_prefix="/v1/games", description="Event feed (push)")
_settings = config.settings()
_held = threading.BoundedSemaphore(max(1, _settings.events_hold_limit))
SSE = "text/event-stream"


class EventsQuerySchema(ma.Schema):
    after = fields.String(validate=FullMatch(CURSOR_PATTERN), metadata={
        "description": 'where you are: the last version you have ("12"), or the `cursor` of your '
                       'last answer, which may name a chat line ("12-3"); default: Last-Event-ID, '
                       "else 0"})
    wait = QueryNumber(validate=validate.Range(0, 3600), metadata={
        "description": "most seconds to wait when nothing is newer (capped by the server, 30)"})


class FeedEntrySchema(Reply):
    id = fields.Integer(metadata={"description": "event id: the version this entry made"})
    version = fields.Integer()
    kind = fields.String()
    seat = fields.Integer(allow_none=True)
    actor = fields.String(allow_none=True)
    actions = fields.List(fields.Dict())
    events = fields.List(fields.Dict(), metadata={"description": "redacted for your seat"})
    active_seats = fields.List(fields.Integer(), metadata=optional(
        "only on an entry that changed who may act or ended the game: the seats that may act "
        "after it (none while the system acts or once the game is over); else as the last entry "
        "that had it said"))
    chat = fields.Nested(ChatLine, metadata=optional(
        "kind `chat` only: the line (its id and version: where it was posted; it makes no version)"))


class FeedSchema(Reply):
    game_id = fields.String()
    seat = fields.Integer(allow_none=True, metadata={"description": "your seat; null: spectator"})
    last_id = fields.Integer(metadata={"description": "the last game version you have now"})
    cursor = fields.String(metadata={
        "description": "send it back as `after` next time (it covers chat lines too)"})
    entries = fields.List(fields.Nested(FeedEntrySchema))


def _after(query) -> str:
    header = last_event_id()   # checked even beside `after`: the document says what it may hold
    return query.get("after", header or "0")


def streams(func):
    """Document the feed's 200 as SSE too (the view streams it on Accept: text/event-stream)."""
    documented = blp.alt_response(200, schema={"type": "string"}, content_type=SSE, success=True,
                                  description="Entries newer than `after` (JSON), or with Accept: "
                                  "text/event-stream an SSE stream (`id:` version, `event:` kind, "
                                  "`data:` the entry as JSON)")(func)
    func._apidoc = documented._apidoc
    return func


@blp.route("/<game_id>/events")
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200, FeedSchema)
@blp.doc(operationId="streamEvents", security=BEARER, parameters=[LAST_EVENT_ID_HEADER])
@documents(blp, 401, 404, 422, 429)
@streams
def events(query, game_id):
    """Entries newer than `after`; waits for the next ones when there are none yet."""
    c = ctx()
    player, after = current_player(c), _after(query)   # the request's own checks come first
    game = readable(domain.Game.of(c.games.load(game_id), game_id), player["id"])
    reader = FeedReader(game, player["id"], c.games.load, lambda: c.chat.mutes(player["id"]))
    signed_in, cursor = TokenCheck(c), FeedCursor(after)
    wait = min(query.get("wait", _settings.events_wait), _settings.events_wait)
    moves, lines, log_id = c.games.read_feed(game.id, cursor.version, cursor.chat_after)
    cursor.log_id = log_id
    shown = reader.present_items(cursor.take(moves, lines))
    if SSE in request.headers.get("Accept", ""):
        return _stream(c, reader, signed_in, cursor, shown, wait)
    if not shown and wait > 0:
        shown = _held_wait(c, reader, cursor, wait)
        if not signed_in():
            raise Unauthorized("invalid_token", "this bearer token was revoked while you waited")
    return {"game_id": game.id, "seat": reader.seat, "entries": [entry for _, entry in shown],
            "last_id": cursor.version, "cursor": cursor.text()}


def _held_wait(c, reader, cursor: FeedCursor, wait: float) -> list:
    """What comes within `wait` seconds (lines the reader muted do not end the wait)."""
    if not _held.acquire(blocking=False):
        raise domain.DomainError("too_many_waiting", "too many clients are waiting here; retry "
                                 "shortly", status=429)
    try:
        deadline = time.monotonic() + wait
        while (left := deadline - time.monotonic()) > 0:
            moves, lines, _ = c.games.wait_feed(reader.game.id, cursor.log_id, cursor.chat_after,
                                                cursor.version, left)
            shown = reader.present_items(cursor.take(moves, lines))
            if shown:
                return shown
        return []
    finally:
        _held.release()


def _stream(c, reader, signed_in, cursor: FeedCursor, shown: list, wait: float) -> Response:
    """An SSE stream of what is there, then of what comes, for at most `wait` seconds; each entry
    redacted for what the reader is as it goes out. A revoked token ends it: each wake-up reads
    the token's key with the entries (one round trip on one Redis) before sending any of them."""
    if not _held.acquire(blocking=False):
        raise domain.DomainError("too_many_waiting", "too many open streams here; retry shortly",
                                 status=429)

    def generate():
        try:
            yield "retry: 1000\n\n"
            pending = shown
            deadline = time.monotonic() + wait
            while True:
                for event_id, entry in pending:
                    body = json.dumps(entry)
                    yield f"id: {event_id}\nevent: {entry['kind']}\ndata: {body}\n\n"
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                moves, lines, token = c.games.wait_feed(reader.game.id, cursor.log_id,
                                                        cursor.chat_after, cursor.version,
                                                        min(left, 5.0), signed_in.key)
                if not signed_in(token):
                    return   # the token was revoked: nothing more; the next request is a 401
                pending = reader.present_items(cursor.take(moves, lines))
                if not pending:
                    yield ": keep-alive\n\n"
        finally:
            _held.release()

    return Response(generate(), mimetype=SSE, headers={"Cache-Control": "no-cache",
                                                        "X-Accel-Buffering": "no"})
