"""Input hardening and response headers every service shares: body size (413), JSON nesting depth
and strict JSON (400), path ids checked against a pattern (404), query parameters the route does
not document (422), security headers on every response."""
import re

from flask import current_app, request

from . import jsonbody, queries
from .problems import problem
from .vary import vary_on

# Game ids are 32 hex digits; webhook and token ids, player ids (`me`, `bot:<level>`) are short too.
ID_PATTERN = re.compile(r"^[A-Za-z0-9_:.-]{1,64}$")
API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
DOCS_CSP = ("default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' "
            "'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; "
            "base-uri 'none'; form-action 'none'")


def json_depth_exceeds(raw: bytes, limit: int) -> bool:
    """True when brackets nest deeper than `limit` outside strings (checked before any parser runs,
    so a deep body can never reach the recursive json decoder)."""
    if raw.count(b"[") + raw.count(b"{") <= limit:
        return False  # fast path: not enough brackets to be too deep
    depth, in_string, escaped = 0, False, False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:      # backslash
                escaped = True
            elif byte == 0x22:      # closing quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return False


def _security(csp: str) -> tuple:
    return (("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
            ("Content-Security-Policy", csp), ("Referrer-Policy", "no-referrer"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Permissions-Policy", "interest-cohort=()"))


_SECURITY = {csp: _security(csp) for csp in (API_CSP, DOCS_CSP)}


def security_headers(response, csp: str = API_CSP):
    """Headers that keep browsers from sniffing, framing or caching what the API answers (a view
    may set its own value of one; it is kept)."""
    headers = response.headers
    present = {name.lower() for name, _ in headers.items()}   # one pass, not a lookup per header
    for name, value in _SECURITY.get(csp) or _security(csp):
        if name.lower() not in present:
            headers.add(name, value)
    if request.method != "GET" or response.status_code >= 400 or \
            "HTTP_AUTHORIZATION" in request.environ:
        # a player's own view, a new token or a refusal must never sit in a shared cache
        headers["Cache-Control"] = "no-store"
        vary_on(response, "Authorization")   # beside a view's own (and Accept-Language)
    return response


def _check_request(settings):
    """Refuse malformed path ids, oversized bodies and too-deep JSON before any view runs (in
    this order: README, "The order of checks")."""
    for name, value in (request.view_args or {}).items():
        if name.endswith("_id") and not ID_PATTERN.match(str(value)):
            return problem(404, "invalid_id", f"{name} {value!r} is not a valid id")
    length = request.content_length
    if length is not None and length > settings.request_max_bytes:
        return problem(413, "payload_too_large",
                       f"request bodies are limited to {settings.request_max_bytes} bytes")
    if request.method in ("POST", "PUT", "PATCH", "DELETE") and request.url_rule is not None:
        return _check_body(settings)   # no route (404, 405): that answer comes first
    return None


def _check_body(settings):
    """400 for a body too deep, not JSON, or not strict JSON (jsonbody.py); else it is parsed
    once, here, for the view."""
    raw = request.get_data(cache=True)  # bounded by MAX_CONTENT_LENGTH (413 past it)
    if json_depth_exceeds(raw, settings.json_max_depth):
        return problem(400, "json_too_deep",
                       f"JSON may nest at most {settings.json_max_depth} levels")
    if raw and not request.is_json and _takes_form():
        return None
    if raw and not request.is_json:
        return problem(400, "not_json", "a request body is JSON, sent with Content-Type: "
                       "application/json")
    try:
        jsonbody.parse_request()
    except jsonbody.MalformedJson as exc:
        return problem(400, "malformed_json", f"the request body is not valid JSON: {exc}")
    return None


def _takes_form() -> bool:
    """True for a route that takes a form body as well (RFC 8058's one-click unsubscribe): its
    view is marked `accepts_form`, and the body is not parsed."""
    view = current_app.view_functions.get(request.endpoint)
    return bool(getattr(view, "accepts_form", False)) and request.mimetype in (
        "application/x-www-form-urlencoded", "multipart/form-data")


def install(app, settings, spec: dict) -> None:
    """Apply the body limit, the request checks and the response headers to `app`; a query
    parameter its OpenAPI document `spec` does not give the route is a 422."""
    app.config["MAX_CONTENT_LENGTH"] = settings.request_max_bytes
    documents = queries.documented(spec, app.url_map)
    app.before_request(lambda: _check_request(settings))
    app.before_request(lambda: queries.refuse_undocumented(documents))
    app.after_request(security_headers)
