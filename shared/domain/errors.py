"""Domain errors: a stable machine `code`, an HTTP-like `status` and a human message."""


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
