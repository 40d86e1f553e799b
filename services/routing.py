"""The one source of truth for which service owns which path (DESIGN §3: one base URL).

`ROUTES` is an ordered list of (service, regex); the first match wins. Each regex is anchored and
written in the common subset of Python `re` and PCRE, so the nginx config can use it verbatim in
`location ~ <regex>` blocks in the same order. `service_for(path)` answers for one path.
`SERVICES` names the WSGI app of each service (what its own container or process runs).

Paths served by every service (`/healthz`, `/readyz`, `/metrics`) are routed to the lobby through
the gateway; orchestrators probe each service on its own port instead.
"""
import re
from typing import NamedTuple


class Route(NamedTuple):
    """A path pattern and the service that owns it."""

    service: str
    pattern: str


ROUTES: tuple[Route, ...] = (
    Route("rules", r"^/v1/games/[^/]+/(state|actions|log|events|replay|record)$"),
    Route("scoring", r"^/v1/games/[^/]+/(scores|rounds|shifts|result)$"),
    Route("scoring", r"^/v1/(leaderboards/[^/]+|players/[^/]+/stats)$"),
    Route("rules", r"^/v1/bots(/.*)?$"),
    Route("lobby", r"^/v1/(players|games|catalog|email-confirmations|unsubscribe)(/.*)?$"),
    Route("docs", r"^/(v1/openapi\.json|docs(/.*)?)$"),
    Route("web", r"^/(app/.*|sw\.js)?$"),  # the reference web client: its page, its files, its service worker
    Route("lobby", r"^/(healthz|readyz|metrics)$"),
)

SERVICES: dict[str, str] = {
    "lobby": "services.lobby.wsgi:app",
    "rules": "services.rules.wsgi:app",
    "scoring": "services.scoring.wsgi:app",
    "docs": "services.gateway:docs_app",   # the merged OpenAPI document and the docs page
    "web": "services.web.wsgi:app",        # the reference web client (static files only)
}

_COMPILED = tuple((route.service, re.compile(route.pattern)) for route in ROUTES)


def service_for(path: str) -> str | None:
    """The service that owns `path`, or None if no service does."""
    for service, regex in _COMPILED:
        if regex.match(path):
            return service
    return None
