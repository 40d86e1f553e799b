"""Integration fixtures: a domain context on the session's real Redis, with tasks recorded."""
import time

import pytest
from werkzeug.test import Client

from shared import domain
from shared.bootstrap import context_on
from services.gateway import create_gateway
from shared.store import connect
from tests.integration.asyncplay import Clock, context, run_game_tasks


@pytest.fixture
def redis(redis_url):
    """A client of the real test Redis."""
    client = connect(redis_url)
    yield client
    client.close()


@pytest.fixture
def new_client(redis_url):
    """Makes another client of the test Redis, as another process would hold (its own connections)."""
    return lambda: connect(redis_url)


@pytest.fixture
def ctx(redis):
    """A handler context whose enqueued tasks are kept in `ctx.enqueue.sent`."""
    return context_on(redis)


@pytest.fixture
def run_tasks():
    """Runs the recorded follow-ups of a context through their handlers."""
    return run_game_tasks


@pytest.fixture
def new_player():
    """Registers a player and returns its id."""
    return _new_player


@pytest.fixture
def actx(redis):
    """A handler context on a test clock that starts at the wall clock's now."""
    return context(redis, Clock(int(time.time() * 1000)))


@pytest.fixture
def http(actx):
    """A werkzeug client of the gateway app (every service) on `actx`."""
    return Client(create_gateway(actx))   # made when the test asks: the app reads its settings


@pytest.fixture
def make_http(actx, monkeypatch):
    """A werkzeug client of the gateway app on the module's `actx`, made with extra environment
    settings (they are read when the app is made)."""
    def make(**env):
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        return Client(create_gateway(actx))
    return make


def _new_player(ctx, name="ada") -> str:
    """Register a player; return its id."""
    return domain.handle(ctx, domain.RegisterPlayer(name)).body["id"]


@pytest.fixture(scope="module")
def module_http(redis_url):
    """The gateway app on the real Redis, one per test module, its rate limits off (a module
    registers a dozen players from one address)."""
    redis = connect(redis_url)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RATE_LIMITS", "0")
        app = create_gateway(context(redis))
    yield Client(app)
    redis.close()
