"""HTTP conventions shared by the views: ETags and versions, Idempotency-Key, problem docs.

Headers read on every request come from the WSGI environ (`HTTP_IF_MATCH`...): werkzeug's
`request.headers.get` raises and catches an exception object for each header that is absent."""
import functools
import hashlib
import json

import flask_smorest
import marshmallow as ma
import orjson
from flask import current_app, request
from webargs.flaskparser import FlaskParser, abort

from shared.domain import IdempotencyKey, Invalid

from .problems import PROBLEM_JSON
from .schemas import ProblemSchema

_DESCRIPTIONS = {400: "Malformed JSON or request", 401: "Missing or unknown bearer token",
                 403: "Not allowed for this player", 404: "No such game or player",
                 409: "Conflict: stale version, seat taken, game full or not in the right status",
                 412: "If-Match does not name a version", 422: "Invalid or illegal request"}


IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "required": False,
                      "schema": {"type": "string", "maxLength": 255},
                      "description": "the same key and body replays the first answer "
                                     "(Idempotent-Replayed: true); another body is a 422"}
IF_MATCH_HEADER = {"in": "header", "name": "If-Match", "required": False,
                   "schema": {"type": "string"},
                   "description": "the game version you acted on, e.g. \"7\" (the ETag)"}


class _StrictQueryParser(FlaskParser):
    """Query strings load strictly: an unknown parameter (`?stauts=open`) is a 422 naming it,
    never silently ignored."""

    DEFAULT_UNKNOWN_BY_LOCATION = {**FlaskParser.DEFAULT_UNKNOWN_BY_LOCATION,
                                   "query": ma.RAISE, "querystring": ma.RAISE}


class Blueprint(flask_smorest.Blueprint):
    """flask-smorest's Blueprint with strict query strings (every service's routes use it)."""

    ARGUMENTS_PARSER = _StrictQueryParser()


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
    """The version named by If-Match (`"7"`, `W/"7"` or `7`), or None without the header."""
    raw = request.environ.get("HTTP_IF_MATCH")
    if raw is None:
        return None
    value = raw.strip().removeprefix("W/").strip('"')
    if not value.isdigit():
        raise Invalid("invalid_if_match", "If-Match must name a game version, e.g. \"7\"",
                      status=412)
    return int(value)


def not_modified(version: int) -> bool:
    """True when If-None-Match already names this version."""
    raw = request.environ.get("HTTP_IF_NONE_MATCH", "")
    return etag(version) in [t.strip().removeprefix("W/") for t in raw.split(",")]


def idempotency() -> IdempotencyKey | None:
    """The request's Idempotency-Key with a fingerprint of method, path and JSON body."""
    key = request.environ.get("HTTP_IDEMPOTENCY_KEY")
    if key is None:
        return None
    if not 1 <= len(key) <= 255:
        raise Invalid("invalid_idempotency_key", "Idempotency-Key must be 1-255 characters")
    try:
        body = json.dumps(json.loads(request.get_data() or b"null"), sort_keys=True)
    except ValueError:
        body = request.get_data().decode(errors="replace")
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
    (400 malformed JSON, 422 with the fields' `errors`, a non-JSON body taken as absent), without
    webargs' per-request machinery, which cost three times the schema's own load."""
    def decorate(func):
        documented = blp.arguments(schema)(func)

        @functools.wraps(func)
        def view(*args, **kwargs):
            return func(_load_body(schema), *args, **kwargs)

        view._apidoc = documented._apidoc
        return view
    return decorate


def _load_body(schema):
    """The request's JSON body loaded by `schema`, as webargs' FlaskParser would."""
    data = {}
    if request.is_json:
        raw = request.get_data(cache=True)
        try:
            data = json.loads(raw.decode("utf-8")) if raw else {}
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            abort(400, exc=exc, messages={"json": ["Invalid JSON body."]})
    try:
        return schema.load(data)
    except ma.ValidationError as exc:
        abort(422, exc=exc, messages={"json": exc.messages})
