"""The answers the platform gives on any route, before or around its view, written into every
operation's document (an apispec plugin), so the document lists every status a route can send.

What the layers answer, in the order they check (README, "The order of checks"): 429 rate limited
(first_trip.py), 401 without a valid token (auth.py), 404 a malformed path id, 413 a body over
REQUEST_MAX_BYTES, 400 JSON nested too deep or not strict JSON (hardening.py, jsonbody.py), 422 a
query parameter the operation does not list (queries.py); 422 a body, query or header the schema
refuses (the view's schemas); 500 an unexpected error, 503 Redis out
of reach (problems.py). A route's own `documents(...)` statuses come on top.
"""
from apispec import BasePlugin

from .first_trip import EXEMPT
from .problems import PROBLEM_JSON

PROBLEM = {"$ref": "#/components/schemas/Problem"}
RETRY_AFTER = {"Retry-After": {"description": "seconds to wait before retrying",
                               "schema": {"type": "string", "pattern": "^[0-9]+$"}}}
WRITES = ("post", "put", "patch", "delete")
_ANSWERS = {
    "400": "Malformed JSON (not strict JSON: NaN, Infinity, a duplicate key, an integer over "
           "4,300 digits, bytes not UTF-8, ...), a body not sent as application/json, JSON "
           "nested deeper than JSON_MAX_DEPTH, or a malformed header",
    "401": "Missing or unknown bearer token",
    "404": "No such resource, or a malformed id in the path",
    "413": "Request body over REQUEST_MAX_BYTES",
    "422": "The body, query or a header does not match the schema (`errors` names the fields; "
           "a query parameter the operation does not list is refused too), or the request is "
           "refused by the rules",
    "429": "Rate limited: retry after Retry-After seconds",
    "500": "An unexpected error (logged on the server)",
    "503": "The game store is out of reach: retry after Retry-After seconds",
}


def statuses(path: str, method: str, operation: dict) -> list[str]:
    """The statuses the platform may answer on this operation, whatever its view does."""
    out = ["413", "500"]
    if path not in EXEMPT:
        out += ["429", "503"]
    if operation.get("security"):
        out.append("401")
    if "{" in path:
        out.append("404")
    if method in WRITES:
        out.append("400")
    out.append("422")   # any operation: a query parameter it does not list
    return out


def problem_answer(status: str) -> dict:
    """The document of a platform answer: problem+json, Retry-After where one is sent."""
    answer = {"description": _ANSWERS[status], "content": {PROBLEM_JSON: {"schema": PROBLEM}}}
    if status in ("429", "503"):
        answer["headers"] = RETRY_AFTER
    return answer


class PlatformAnswers(BasePlugin):
    """apispec plugin: every operation documents the platform's answers it may give."""

    def operation_helper(self, path=None, operations=None, **kwargs):
        """Add the platform's statuses a route does not document itself."""
        for method, operation in (operations or {}).items():
            if not isinstance(operation, dict) or method.startswith("x-"):
                continue
            responses = operation.setdefault("responses", {})
            documented = {str(code) for code in responses}   # a route's codes may be ints here
            for status in statuses(path, method, operation):
                if status not in documented:
                    responses[status] = problem_answer(status)
