"""One WSGI app for one base URL: dispatches each request by path (routing.py) to the separate
lobby, rules and scoring apps, and serves the merged OpenAPI document and the docs page.

`app` is what `make run` and the e2e tests serve; `docs_app` alone is what the nginx deployment
routes `/v1/openapi.json` and `/docs` to.
"""
from pathlib import Path

import swagger_ui_bundle
from flask import Flask, abort, jsonify, request, send_from_directory

from services import routing
from services.lobby.app import create_app as create_lobby
from services.rules.app import create_app as create_rules
from services.scoring.app import create_app as create_scoring
from services.web.app import create_app as create_web
from shared.api import problems, queries
from shared.api.hardening import DOCS_CSP, security_headers
from shared.api.schemas import null_in_enums
from shared.bootstrap import build_context

_DOCS_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Pithead API</title>
<link rel="stylesheet" href="/docs/static/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/static/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({url: "/v1/openapi.json", dom_id: "#ui", deepLinking: true});</script>
</body></html>"""


def merge_specs(apps: dict) -> dict:
    """One OpenAPI document from the services' documents; each operation names its service; a
    nullable enum lists null (schemas.null_in_enums: the same values, as generators read them)."""
    merged = {"openapi": "3.0.3", "paths": {}, "tags": [],
              "info": {"title": "Pithead API", "version": "v1", "description":
                       "Turn-based board games over REST. Errors are application/problem+json."},
              "components": {}}
    for service, app in apps.items():
        spec = app.extensions["pithead.api"].spec.to_dict()
        for path, operations in spec.get("paths", {}).items():
            if path in merged["paths"]:
                continue  # /healthz and friends: the same in every service
            merged["paths"][path] = {m: {**op, "x-service": routing.service_for(path) or service}
                                     if isinstance(op, dict) else op
                                     for m, op in operations.items()}
        for section, items in spec.get("components", {}).items():
            merged["components"].setdefault(section, {}).update(items)
        known = {t["name"] for t in merged["tags"]}
        merged["tags"] += [t for t in spec.get("tags", []) if t["name"] not in known]
    merged["components"]["schemas"] = null_in_enums(merged["components"].get("schemas", {}))
    return merged


def create_docs_app(apps: dict) -> Flask:
    """The app serving /v1/openapi.json (merged) and /docs (Swagger UI, shipped, no CDN)."""
    docs = Flask("pithead.docs")
    docs.after_request(lambda response: security_headers(response, DOCS_CSP))
    # the document takes no parameter; the HTML page and its assets take what a browser adds
    docs.before_request(lambda: queries.refuse_unknown()
                        if request.path == "/v1/openapi.json" else None)
    problems.register(docs)
    spec = merge_specs(apps)
    static = Path(swagger_ui_bundle.swagger_ui_path)

    @docs.get("/v1/openapi.json")
    def openapi():
        return jsonify(spec)

    @docs.get("/docs")
    @docs.get("/docs/")
    def page():
        return _DOCS_PAGE, 200, {"Content-Type": "text/html; charset=utf-8"}

    # the orchestrator's probes of this app alone (it reads no Redis: alive is ready)
    @docs.get("/healthz")
    @docs.get("/readyz")
    def health():
        return jsonify(status="ok")

    @docs.get("/docs/static/<path:name>")
    def assets(name):
        if not (static / name).is_file():
            abort(404)
        return send_from_directory(static, name)

    return docs


class Dispatcher:
    """WSGI middleware: send each request to the app of the service owning its path."""

    def __init__(self, apps: dict, default: str = "lobby"):
        self.apps = apps
        self.default = default

    def __call__(self, environ, start_response):
        service = routing.service_for(environ.get("PATH_INFO", "")) or self.default
        return self.apps[service](environ, start_response)


def create_gateway(context=None) -> Dispatcher:
    """The three services (sharing one Redis pool in this process) behind one dispatcher, with
    the docs and the web client."""
    context = context or build_context()
    apps = {"lobby": create_lobby(context), "rules": create_rules(context),
            "scoring": create_scoring(context)}
    return Dispatcher({**apps, "docs": create_docs_app(apps), "web": create_web()})


app = create_gateway()
docs_app = app.apps["docs"]
