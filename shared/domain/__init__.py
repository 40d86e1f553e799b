"""The domain: commands (imperative), their handlers, events (past tense) and the Game aggregate."""
from . import lobby, play  # noqa: F401  (registers the handlers)
from . import abandon, clocks, ratings, webhooks  # noqa: F401  (async play handlers)
from . import tokens  # noqa: F401  (token rotation and revocation)
from . import botmoves  # noqa: F401  (bots as a service)
from .bus import Context, Result, handle
from .commands import (AddBot, ApplySystemAction, CreateGame, IdempotencyKey, JoinGame, LeaveGame,
                       PlayBotTurn, ReconcileWaitingGames, RegisterPlayer, StartGame, SubmitActions)
from .errors import Conflict, DomainError, Forbidden, Invalid, NotFound
from .game import Game
from .tasks import CeleryEnqueuer, RecordingEnqueuer, followups
from .views import describe

__all__ = ["AddBot", "ApplySystemAction", "CeleryEnqueuer", "Conflict", "Context", "CreateGame",
           "DomainError", "Forbidden", "Game", "IdempotencyKey", "Invalid", "JoinGame", "LeaveGame",
           "NotFound", "PlayBotTurn", "ReconcileWaitingGames", "RecordingEnqueuer", "RegisterPlayer",
           "Result", "StartGame", "SubmitActions", "build_context", "describe", "followups", "handle"]


def build_context(settings=None, enqueue=None) -> Context:
    """A context wired from settings: Redis stores and the Celery enqueuer."""
    from shared import config
    from shared.store import GameStore, PlayerStore, connect
    settings = settings or config.settings()
    redis = connect(settings.redis_url)
    if enqueue is None:
        enqueue = CeleryEnqueuer(settings.broker_url, settings.task_queue)
        enqueue.app   # noqa: B018 (made now, at start: ~0.2 s the first move would otherwise wait)
    return Context(GameStore(redis, settings.idempotency_ttl), PlayerStore(redis), enqueue,
                   bot_batch_limit=settings.bot_batch_limit,
                   webhook_private=settings.webhook_allow_private)
