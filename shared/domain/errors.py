"""Domain errors: refusals with a stable machine `code` and an HTTP-like `status` (DomainError),
and what a repository reports when a write cannot go through as asked."""


class DomainError(Exception):
    """A request the domain refuses; the API renders it as problem+json."""

    status = 422

    def __init__(self, code: str, message: str, status: int | None = None, **extra):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        if status is not None:
            self.status = status
        self.extra = extra


class NotFound(DomainError):
    """No such resource (404)."""

    status = 404


class Forbidden(DomainError):
    """Authenticated, but not allowed to do this (403)."""

    status = 403


class Conflict(DomainError):
    """The resource is not in a state that allows this (409)."""

    status = 409


class Invalid(DomainError):
    """Well-formed but invalid or illegal (422)."""

    status = 422


class RateLimited(DomainError):
    """Too many requests of one kind; retry after `seconds` (429 with Retry-After)."""

    status = 429

    def __init__(self, code: str, message: str, seconds: int):
        super().__init__(code, message, headers={"Retry-After": str(max(1, seconds))})


class StaleVersion(Exception):
    """The game moved on: a write expected `expected` but the stored version is `current`
    (raised by the game repository; handlers retry or answer `stale_version`)."""

    def __init__(self, expected: int, current: int, snapshot=None):
        super().__init__(f"expected version {expected}, current is {current}")
        self.expected = expected
        self.current = current
        self.snapshot = snapshot   # the game as stored, when the store read it with the refusal


class ReplayedRequest(Exception):
    """An Idempotency-Key was already used; `record` is the first answer as stored."""

    def __init__(self, record: dict):
        super().__init__("idempotency key already used")
        self.record = record
