"""The app factory every service uses: Flask + flask-smorest, problem+json, auth docs, observability."""
import http as _http
from types import FunctionType

from flask import Flask
from flask_smorest import Api
from flask_smorest.utils import prepare_response

from shared import config
from shared.bootstrap import build_context
from shared.store import IdempotencyStore

from . import auth, conformance, first_trip, hardening, language, problems
from .answers import PlatformAnswers
from .http import Besides
from .observability import configure_logging, health_blueprint, instrument
from .schemas import ProblemSchema, component_ref


class ServiceApp(Flask):
    """Flask that asks once per hook or view whether it is a coroutine function: Flask asks it of
    each of a request's dozen hooks on every request (inspect's flag checks, 1.5 us each)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._sync: dict = {}

    def ensure_sync(self, func):
        """Flask's own answer for `func`, kept when `func` is a plain function (a bound method is
        made anew each time: not kept, or the dict would grow without end)."""
        if type(func) is not FunctionType:
            return super().ensure_sync(func)
        made = self._sync.get(func)
        if made is None:
            made = self._sync[func] = super().ensure_sync(func)
        return made


class PitheadApi(Api):
    """flask-smorest's Api whose documented errors are problem+json documents."""

    ERROR_SCHEMA = ProblemSchema
    DEFAULT_ERROR_RESPONSE_NAME = None   # no catch-all: every status is listed (answers.py)

    def _register_error_handlers(self):
        problems.register(self._app)

    def _register_responses(self):
        for status in _http.HTTPStatus:
            response = {"description": status.phrase}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, problems.PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)


def create_service(name: str, title: str, blueprints, context=None, components=None) -> Flask:
    """A service app: `blueprints` registered under flask-smorest, plus health and metrics;
    `components` (name -> OpenAPI schema) are the named schemas its routes refer to by `$ref`
    that no marshmallow schema can say (the games' actions, the create-game bodies)."""
    settings = config.settings()
    configure_logging(settings.log_level, settings.log_json)
    app = ServiceApp(f"pithead.{name}")
    language.install(app)
    app.url_map.converters["besides"] = Besides
    app.config.update(API_TITLE=title, API_VERSION="v1", OPENAPI_VERSION="3.0.3",
                      OPENAPI_URL_PREFIX=None, JSON_SORT_KEYS=False)
    if context is None:
        context = build_context(settings)
    redis = context.games.redis   # the API's own reads and writes share the store's pool
    markers = IdempotencyStore(redis, settings.idempotency_ttl)
    app.extensions["pithead"] = context
    app.extensions["pithead.idempotency"] = markers
    api = PitheadApi(app, spec_kwargs={"info": {"description": f"Pithead {name} service"},
                                       "extra_plugins": [PlatformAnswers()]})
    api.spec.components.security_scheme("bearerAuth", {"type": "http", "scheme": "bearer"})
    api.ma_plugin.converter.add_attribute_function(component_ref)
    for component, schema in (components or {}).items():
        api.spec.components.schema(component, schema)
    for blp in blueprints:
        api.register_blueprint(blp)
    api.register_blueprint(health_blueprint())
    app.extensions["pithead.api"] = api
    spec = api.spec.to_dict()
    if settings.check_responses:   # test mode; registered first, so it sees the final answer
        conformance.install(app, spec)
    # the order of the checks (README): 429 and the token lookup in the first round trip, 401,
    # then the request itself (404 malformed id, 413, 400), then the view
    instrument(app, name)
    first_trip.install(app, settings, redis, markers)
    auth.install(app)
    hardening.install(app, settings, spec)
    return app
