"""HTTP conventions shared by the views: ETags and versions, Idempotency-Key, problem docs.

Headers read on every request come from the WSGI environ (`HTTP_IF_MATCH`...): werkzeug's
`request.headers.get` raises and catches an exception object for each header that is absent."""
import functools
import hashlib
import json
import re

import flask_smorest
import marshmallow as ma
import orjson
from flask import current_app, request
from webargs.flaskparser import FlaskParser, abort
from werkzeug.routing import BaseConverter

from shared.domain import IdempotencyKey, Invalid
from shared.domain.feed import CURSOR_PATTERN

from . import jsonbody
from .problems import PROBLEM_JSON
from .schemas import REF, ProblemSchema

_DESCRIPTIONS = {400: "Malformed JSON or request", 401: "Missing or unknown bearer token",
                 403: "Not allowed for this player", 404: "No such game or player",
                 409: "Conflict: stale version, seat taken, game full or not in the right status",
                 422: "Invalid or illegal request"}


# What the headers a client sends may hold: the document states exactly what the server checks.
KEY_PATTERN = r"^[!-~]{1,255}$"          # 1-255 visible ASCII characters (a UUID fits)
ANONYMOUS_KEY_PATTERN = r"^[!-~]{16,255}$"   # without a token the key is scoped to an address
IF_MATCH_PATTERN = r'^(\*|"[0-9]{1,15}"|[0-9]{1,15})$'
LAST_EVENT_ID_PATTERN = CURSOR_PATTERN   # a version, or a chat line's id: "12" or "12-3"
_KEY, _IF_MATCH = re.compile(KEY_PATTERN), re.compile(IF_MATCH_PATTERN)
_LAST_EVENT_ID = re.compile(LAST_EVENT_ID_PATTERN)


def _header(name: str, pattern: str | None, description: str) -> dict:
    schema = {"type": "string", **({"pattern": pattern} if pattern else {})}
    return {"in": "header", "name": name, "required": False, "schema": schema,
            "description": description}


IDEMPOTENCY_HEADER = _header(
    "Idempotency-Key", KEY_PATTERN, "1-255 visible ASCII characters, no spaces (send a UUID); "
    "the same key and body replays the first answer (Idempotent-Replayed: true), another body "
    "is a 422 idempotency_key_reused, a retry while the first runs a 409; anything else is a "
    "422 invalid_idempotency_key")
ANONYMOUS_IDEMPOTENCY_HEADER = _header(
    "Idempotency-Key", ANONYMOUS_KEY_PATTERN, "as on every POST, but at least 16 characters: "
    "this route's keys are scoped to the client address, not to a player (send a UUID)")
IF_MATCH_HEADER = _header(
    "If-Match", IF_MATCH_PATTERN, 'the game version you acted on as its ETag, "7" (a bare 7 is '
    "accepted too), or * for any version; a stale version is a 409 stale_version like a stale "
    "expected_version, a value of another form a 400 invalid_if_match")
IF_NONE_MATCH_HEADER = _header(
    "If-None-Match", None, 'ETags you hold, comma-separated ("7", W/"7"), or *: a 304 without a '
    "body when one names the game's current version; a value that names none is no match")
LAST_EVENT_ID_HEADER = _header(
    "Last-Event-ID", LAST_EVENT_ID_PATTERN, "the id of the last event you have (a game version, "
    'or a chat line\'s "12-3"), as an SSE client resends it on reconnecting; used when `after` is '
    "absent; anything else is a 422 invalid_last_event_id")
ETAG = {"ETag": {"description": 'the game version as a strong ETag, "7"', "required": True,
                 "schema": {"type": "string", "pattern": '^"[0-9]+"$'}}}
PREFER_HEADER = _header(
    "Prefer", None, "RFC 7240 preferences; `return=representation` asks a move's answer to carry "
    "your new view and legal actions (`state`, `legal_actions`: GET state's and GET actions' "
    "documents at the version the move made), so no other request is needed per move; a replayed "
    "answer (Idempotent-Replayed) is the recorded one, without them")
PREFERENCE_APPLIED = {"Preference-Applied": {
    "description": "return=representation when the answer carries the representation (RFC 7240)",
    "schema": {"type": "string", "enum": ["return=representation"]}}}
REPLAYED = {"Idempotent-Replayed": {
    "description": "true when this is the recorded answer to an earlier request with the same "
                   "Idempotency-Key", "schema": {"type": "string", "enum": ["true"]}}}


class _StrictParser(FlaskParser):
    """Query strings load strictly: an unknown parameter (`?stauts=open`) is a 422 naming it,
    never silently ignored; the JSON body is the one the request checks parsed strictly
    (jsonbody.py), not parsed again."""

    DEFAULT_UNKNOWN_BY_LOCATION = {**FlaskParser.DEFAULT_UNKNOWN_BY_LOCATION,
                                   "query": ma.RAISE, "querystring": ma.RAISE}

    def _raw_load_json(self, req):
        data = jsonbody.body()
        return ma.missing if data is jsonbody.ABSENT else data


class Besides(BaseConverter):
    """A path segment other than the given words: `/<besides(failures):webhook_id>` leaves
    `/failures` to its own route, so OPTIONS and 405 name only the methods that path has."""

    def __init__(self, url_map, *words):
        super().__init__(url_map)
        self.regex = "(?!(?:" + "|".join(map(re.escape, words)) + ")$)[^/]+"


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint with strict query strings and JSON (every service's routes use
    it)."""

    ARGUMENTS_PARSER = _StrictParser()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._prepare_doc_cbks.append(self._keep_argument_parameters)

    @staticmethod
    def _keep_argument_parameters(doc, doc_info, **kwargs):
        """`@blp.doc(parameters=[a header])` adds to the query parameters `@blp.arguments`
        documents; flask-smorest's merge would replace them, and the server refuses a query
        parameter its document does not list (queries.py)."""
        manual = doc_info.get("manual_doc", {})
        if "parameters" in manual and doc.get("parameters"):
            manual["parameters"] = doc["parameters"] + [
                p for p in manual["parameters"] if p not in doc["parameters"]]
        return doc


def documents(blp, *statuses):
    """Document problem+json responses of a route (flask-smorest alt_response per status).

    Only the documentation is kept: alt_response also wraps the view in a layer that does nothing
    but call it, one layer per status, which every request would pass through."""
    def decorate(func):
        for status in statuses:
            documented = blp.alt_response(status, schema=ProblemSchema, content_type=PROBLEM_JSON,
                                          description=_DESCRIPTIONS.get(status))(func)
            func._apidoc = documented._apidoc
        return func
    return decorate


def ctx():
    """The domain context of the running app."""
    return current_app.extensions["pithead"]


def etag(version: int) -> str:
    """The strong ETag of a game version."""
    return f'"{version}"'


def if_match_version() -> int | None:
    """The version named by If-Match (`"7"` or `7`), or None without the header or with `*`."""
    raw = request.environ.get("HTTP_IF_MATCH")
    if raw is None:
        return None
    value = raw.strip()
    if not _IF_MATCH.fullmatch(value):
        raise Invalid("invalid_if_match", "If-Match names a game version, e.g. \"7\", or is *",
                      status=400)
    return None if value == "*" else int(value.strip('"'))


def prefers_representation() -> bool:
    """True when the request's Prefer header (RFC 7240) holds `return=representation`."""
    raw = request.environ.get("HTTP_PREFER")
    if not raw:
        return False
    for preference in raw.split(","):
        name, _, value = preference.split(";")[0].partition("=")
        if name.strip().lower() == "return" and value.strip().strip('"').lower() == "representation":
            return True
    return False


def not_modified(version: int) -> bool:
    """True when If-None-Match names this version (or is `*`: the game exists)."""
    raw = request.environ.get("HTTP_IF_NONE_MATCH")
    if raw is None:
        return False
    tags = [t.strip().removeprefix("W/") for t in raw.split(",")]
    return etag(version) in tags or "*" in tags


def last_event_id() -> str | None:
    """The Last-Event-ID header (a feed cursor), or None without it; 422 if it is of another form."""
    raw = request.environ.get("HTTP_LAST_EVENT_ID")
    if raw is None:
        return None
    if not _LAST_EVENT_ID.fullmatch(raw.strip()):
        raise Invalid("invalid_last_event_id", "Last-Event-ID must be a version number or a chat "
                      'line\'s id ("12-3")')
    return raw.strip()


def valid_key(key: str | None) -> bool:
    """True when `key` is an Idempotency-Key of the documented form."""
    return key is not None and _KEY.fullmatch(key) is not None


def idempotency() -> IdempotencyKey | None:
    """The request's Idempotency-Key with a fingerprint of method, path and JSON body."""
    key = request.environ.get("HTTP_IDEMPOTENCY_KEY")
    if key is None:
        return None
    if not valid_key(key):
        raise Invalid("invalid_idempotency_key", "Idempotency-Key must be 1-255 visible ASCII "
                      "characters without spaces")
    data = jsonbody.body()   # strict JSON by now (hardening.py), parsed once
    body = json.dumps(None if data is jsonbody.ABSENT else data, sort_keys=True)
    digest = hashlib.sha256(f"{request.method} {request.path} {body}".encode()).hexdigest()
    return IdempotencyKey(key, digest)


def answer(result, schema_status: int | None = None):
    """(body, status, headers) of a domain Result; a replayed answer says so in a header."""
    headers = {"Idempotent-Replayed": "true"} if result.replayed else {}
    if "version" in result.body:
        headers["ETag"] = etag(result.body["version"])
    return result.body, schema_status or result.status, headers


def json_response(body, status: int = 200, headers=None):
    """A JSON response written by orjson, for the hot routes: their bodies are built with exactly
    the fields of the documented schema, so flask-smorest's dump (and Flask's json) is skipped."""
    try:
        # keys sorted: a replayed answer (read back from its stored, key-sorted text) must be
        # the same bytes as the first
        data = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_SORT_KEYS)
    except TypeError:   # an integer beyond 64 bits: json writes any
        data = json.dumps(body, separators=(",", ":"), sort_keys=True).encode()
    response = current_app.response_class(data, status=status, mimetype="application/json")
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def json_body(blp, schema):
    """`blp.arguments(schema)` for a hot route: the same OpenAPI document and the same answers
    (400 malformed JSON or a body not sent as JSON, 422 with the fields' `errors`), without
    webargs' per-request machinery, which cost three times the schema's own load."""
    def decorate(func):
        documented = blp.arguments(schema)(func)

        @functools.wraps(func)
        def view(*args, **kwargs):
            return func(_load_body(schema), *args, **kwargs)

        view._apidoc = documented._apidoc
        return view
    return decorate


def publish_body(component: str):
    """Publish the named component (create_service's `components`) as the route's JSON body
    schema where a marshmallow schema cannot say it (one of several shapes, a game's own
    options); goes right above `@blp.arguments` or `@json_body`, whose schema still loads the
    body."""
    def decorate(func):
        for param in func._apidoc["arguments"]["parameters"]:
            if param.get("in") == "json":
                param["schema"] = {"$ref": REF + component}
        return func
    return decorate


def _load_body(schema):
    """The request's JSON body loaded by `schema`, as webargs' FlaskParser would."""
    data = jsonbody.body()
    if data is jsonbody.ABSENT:
        data = {}
    try:
        return schema.load(data)
    except ma.ValidationError as exc:
        abort(422, exc=exc, messages={"json": exc.messages})
