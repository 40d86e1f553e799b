"""The domain: commands (imperative) and their handlers, events (past tense) and their handlers,
the Game aggregate, and the ports (ports.py) through which handlers reach storage and the outside
world. No Redis, Celery, Flask or HTTP client here: shared/bootstrap.py wires the adapters in."""
from . import botmoves, lobby, moves, reconcile, resign, tokens, webhooks  # noqa: F401  (handlers)
from . import clocks, compaction, hints, ratings  # noqa: F401  (handlers)
from .commands import (AddBot, ApplySystemAction, CreateGame, IdempotencyKey, JoinGame, LeaveGame,
                       PlayBotTurn, ReconcileWaitingGames, RegisterPlayer, StartGame, SubmitActions)
from .context import Context, Prefetched
from .errors import Conflict, DomainError, Forbidden, Invalid, NotFound
from .game import Game
from .messagebus import Result, handle
from .presenting import describe

__all__ = ["AddBot", "ApplySystemAction", "Conflict", "Context", "CreateGame", "DomainError",
           "Forbidden", "Game", "IdempotencyKey", "Invalid", "JoinGame", "LeaveGame", "NotFound",
           "PlayBotTurn", "Prefetched", "ReconcileWaitingGames", "RegisterPlayer", "Result",
           "StartGame", "SubmitActions", "describe", "handle"]
