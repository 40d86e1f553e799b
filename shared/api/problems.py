"""RFC 9457 problem details: every error leaves as application/problem+json with a stable `code`."""
import logging
from http import HTTPStatus

import redis
from flask import current_app, jsonify
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from shared.domain import DomainError

from . import fieldtexts, language
from .problem_texts import CODE_TITLES, DETAILS, FALLBACK_TITLE, STATUS_TITLES

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("pithead.errors")

# codes for errors raised by Flask/webargs rather than by the domain
_HTTP_CODES = {400: "malformed_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
               405: "method_not_allowed", 406: "not_acceptable", 409: "conflict",
               412: "precondition_failed", 413: "payload_too_large", 414: "uri_too_long",
               415: "unsupported_media_type", 417: "expectation_failed", 422: "validation_failed",
               428: "precondition_required", 429: "rate_limited", 431: "header_too_large",
               500: "internal_error", 501: "not_implemented", 502: "bad_gateway",
               503: "not_ready", 504: "gateway_timeout", 505: "http_version_not_supported"}


def code_of(status: int) -> str:
    """The stable code of a refusal that only has an HTTP status (Flask's, gunicorn's, nginx's)."""
    return _HTTP_CODES.get(status, "error")


def problem_type(code: str) -> str:
    """The `type` URI of a problem code (stable, one per code)."""
    return f"urn:pithead:problem:{code}"


def problem(status: int, code: str, detail: str, title: str | None = None, headers=None, **extra):
    """A problem+json response, its title, detail and field messages in the request's language."""
    if "errors" in extra:
        extra["errors"] = fieldtexts.translate_errors(extra["errors"])
    body = {"type": problem_type(code), "title": title or _title(status, code),
            "status": status, "detail": _detail(status, code, detail), "code": code, **extra}
    response = jsonify(body)
    response.status_code = status
    response.mimetype = PROBLEM_JSON
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def _title(status: int, code: str | None = None) -> str:
    title = CODE_TITLES.get(code) or STATUS_TITLES.get(status)
    if title is not None:
        return str(title)
    try:
        return language.translate(HTTPStatus(status).phrase)
    except ValueError:
        return str(FALLBACK_TITLE)


def _detail(status: int, code: str, detail: str) -> str:
    """English keeps the refusal's own words (they name the values at fault); another language
    says the code's sentence from the catalog, or the generic one of its status."""
    if language.current() == language.DEFAULT:
        return detail
    sentence = DETAILS.get(code) or DETAILS.get(code_of(status))
    return str(sentence) if sentence is not None else str(DETAILS["error"])


def handle_domain_error(error: DomainError):
    """Render a domain refusal."""
    extra = dict(error.extra)   # a refusal's response headers (Retry-After) travel among its extras
    return problem(error.status, error.code, error.message, headers=extra.pop("headers", None),
                   **extra)


def handle_http_exception(error: HTTPException):
    """Render Flask/webargs errors: schema errors carry field messages under `errors`."""
    data = getattr(error, "data", None) or {}
    status = error.code or 500
    code = code_of(status)
    messages = data.get("errors") or data.get("messages")
    detail = data.get("message") or error.description or _title(status)
    extra = {}
    if status == 400 and messages and "json" in messages:
        code, detail = "malformed_json", "the request body is not valid JSON"
    elif messages:
        # webargs nests messages by location ("json", "query", ...); clients want the fields
        extra["errors"] = messages.get("json", messages) if len(messages) == 1 else messages
        detail = "the request does not match the schema; see `errors`"
    if status >= 500:
        log.error("http error", extra={"status": status})
    headers = dict(data.get("headers") or {})
    if isinstance(error, MethodNotAllowed) and error.valid_methods:
        headers["Allow"] = ", ".join(sorted(error.valid_methods))   # RFC 9110 §15.5.6: MUST
    return problem(status, code, detail, headers=headers, **extra)


def handle_unexpected(error: Exception):
    """Any uncaught exception: logged with its traceback, answered as an opaque 500 problem."""
    if isinstance(error, HTTPException):
        return handle_http_exception(error)
    current_app.logger.exception("unhandled error")
    return problem(500, "internal_error", "an unexpected error occurred; it has been logged")


def handle_store_down(error: Exception):
    """Redis unreachable: 503 with Retry-After, so clients back off instead of failing hard."""
    log.error("store unavailable", extra={"error": repr(error)})
    return problem(503, "store_unavailable", "the game store is unreachable; retry shortly",
                   headers={"Retry-After": "1"})


def register(app) -> None:
    """Install the problem+json handlers on an app (and the languages they speak, if not yet)."""
    if "babel" not in app.extensions:
        language.install(app)
    app.register_error_handler(redis.exceptions.ConnectionError, handle_store_down)
    app.register_error_handler(redis.exceptions.TimeoutError, handle_store_down)
    # a Redis Cluster in a failover: a slot without a primary yet, or a stale slot table
    for error in (redis.exceptions.ClusterError, redis.exceptions.TryAgainError,
                  redis.exceptions.SlotNotCoveredError):
        app.register_error_handler(error, handle_store_down)
    app.register_error_handler(DomainError, handle_domain_error)
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(Exception, handle_unexpected)
