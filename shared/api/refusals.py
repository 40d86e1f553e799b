"""gunicorn's own refusals as problem+json: a request line over `limit_request_line` (414), a
header over `limit_request_field_size` or more than `limit_request_fields` of them (431), a request
gunicorn cannot parse (400), ... never reach the app, and gunicorn writes them as an HTML page of
its own (util.write_error, which it has no setting for: benoitc/gunicorn#993). `install()` puts
`write_problem` in its place, in the master before the workers fork (deploy/gunicorn.conf.py), so
every answer of the API, whoever writes it, is application/problem+json with a stable `code`."""
import json

from gunicorn import util

from .problems import PROBLEM_JSON, code_of, problem_type

DETAIL_CHARS = 200   # gunicorn's message may quote the request: echo no more than this
_UNEXPECTED = "an unexpected error occurred; it has been logged"


def problem_bytes(status: int, reason: str, detail: str) -> bytes:
    """A whole HTTP/1.1 response carrying the problem, closing the connection (as gunicorn
    does: after a refusal the rest of the stream cannot be trusted)."""
    code = code_of(status)
    body = json.dumps({"type": problem_type(code), "title": reason, "status": status,
                       "detail": detail[:DETAIL_CHARS] or _UNEXPECTED, "code": code},
                      separators=(",", ":")).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
            f"Content-Type: {PROBLEM_JSON}\r\nContent-Length: {len(body)}\r\n"
            "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\r\n")
    return head.encode("latin-1") + body


def write_problem(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's util.write_error, answering problem+json instead of HTML."""
    util.write_nonblock(sock, problem_bytes(status_int, reason, mesg))


def install() -> None:
    """Make this process's gunicorn write its refusals as problem+json."""
    util.write_error = write_problem
