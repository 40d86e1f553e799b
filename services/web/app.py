"""The reference web client: static files (plain ES modules, no build step) and each registered
game's printed component data. It holds no state and talks to nothing: the browser calls the
public API under /v1 itself, with the player's bearer token, exactly as a third-party client would.

Routes: `/` the page; `/sw.js` its service worker (web push); `/app/<file>` its scripts, styles and images; `/app/data/<game>.json` the
component data a game ships beside its rules (data.json), for drawing cards and boards;
`/healthz` and `/readyz` for the orchestrator's probes of this service alone.
"""
from pathlib import Path

from flask import Flask, abort, jsonify, request, send_from_directory
from flask_compress import Compress

from shared import engine
from shared.api import problems, queries
from shared.api.hardening import security_headers

STATIC = Path(__file__).parent / "static"
# Scripts and styles only from this origin, never inline; API calls to this origin only.
WEB_CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
           "form-action 'none'")
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".svg": "image/svg+xml", ".html": "text/html; charset=utf-8",
         ".json": "application/json", ".webmanifest": "application/manifest+json"}


def component_file(name: str) -> Path | None:
    """The data.json a registered game ships beside its rules, or None."""
    if name not in engine.names():
        return None
    path = Path(engine.get(name).module.__file__).parent / "data.json"
    return path if path.is_file() else None


def _send(folder: Path, name: str):
    response = send_from_directory(folder, name, max_age=0)
    response.headers["Cache-Control"] = "no-cache"      # revalidate: a deploy is seen at once
    if response.status_code == 200:
        # read the file (a few KB) so it is compressed whole and its ETag names the encoding
        response.direct_passthrough = False
        response.make_sequence()
    mimetype = TYPES.get(Path(name).suffix)
    if mimetype:
        response.headers["Content-Type"] = mimetype
    return response


def _refuse_unknown_queries():
    """The JSON routes take no query parameter (422 naming it); the page and its scripts take
    whatever a browser or a cache-buster adds."""
    if request.path in ("/healthz", "/readyz") or request.path.startswith("/app/data/"):
        return queries.refuse_unknown()
    return None


def create_app() -> Flask:
    """The web client's Flask app."""
    app = Flask("pithead.web", static_folder=None)
    # the client's files compressed (zstd, br or gzip, as the browser accepts): a game page's
    # scripts, styles, catalogs and data are about a third of their size on the wire; a file
    # revalidated by its encoded ETag is still a 304
    app.config.update(COMPRESS_ALGORITHM=["br", "gzip"], COMPRESS_MIN_SIZE=500)
    Compress(app)
    app.after_request(lambda response: security_headers(response, WEB_CSP))
    app.before_request(_refuse_unknown_queries)
    problems.register(app)   # a missing file or a wrong method: problem+json, as the API answers

    @app.get("/")
    def page():
        return _send(STATIC, "index.html")

    @app.get("/sw.js")
    def service_worker():   # at the root: its scope is the whole client (push, opening a table)
        return _send(STATIC, "sw.js")

    @app.get("/app/<path:name>")
    def asset(name):
        if name.startswith("data/"):
            found = component_file(name[5:].removesuffix(".json")) if name.endswith(".json") else None
            if found is None:
                abort(404)
            return _send(found.parent, found.name)
        return _send(STATIC, name)

    @app.get("/healthz")
    @app.get("/readyz")
    def health():
        return jsonify(status="ok")

    return app
