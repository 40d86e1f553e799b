"""Fixtures of the contract tests: the gateway in test mode (every answer checked against its
document) on a Redis database of its own, its OpenAPI document, players and a started game."""
import pytest
from werkzeug.test import Client

from shared import domain
from tests.integration.asyncplay import context, new_game


class Api:
    """A werkzeug client of the gateway with the document and a few players at hand."""

    def __init__(self, ctx, app):
        self.ctx, self.app, self.http = ctx, app, Client(app)
        self.spec = self.http.get("/v1/openapi.json").json

    def player(self, name: str = "ada") -> dict:
        """A new player: id, name and its bearer token as a header."""
        body = domain.handle(self.ctx, domain.RegisterPlayer(name)).body
        return {**body, "auth": {"Authorization": f"Bearer {body['token']}"}}

    def started_game(self, host: dict) -> str:
        """A started two-seat Glück Auf game: `host` in seat 0 and to move, a bot in seat 1."""
        return new_game(self.ctx, host["id"], seats=2)

    def version(self, game_id: str) -> int:
        """The game's version now."""
        return self.ctx.games.load(game_id).version


def gateway(redis_url, database: int, monkeypatch, **env):
    """A gateway app in test mode on its own Redis database (emptied), with `env` settings."""
    from shared.store import connect
    redis = connect(redis_url.rsplit("/", 1)[0] + f"/{database}")
    redis.flushdb()
    for name, value in {"RATE_LIMITS": "0", "PITHEAD_CHECK_RESPONSES": "1", **env}.items():
        monkeypatch.setenv(name, value)
    from services.gateway import create_gateway
    ctx = context(redis)
    return ctx, create_gateway(ctx), redis


@pytest.fixture(scope="module")
def api(redis_url):
    """The gateway in test mode, without rate limits."""
    mp = pytest.MonkeyPatch()
    ctx, app, redis = gateway(redis_url, 8, mp)
    yield Api(ctx, app)
    mp.undo()
    redis.flushdb()
    redis.close()
