"""The domain: commands (imperative) and their handlers, events (past tense) and their handlers,
the Game aggregate, and the ports (ports.py) through which handlers reach storage and the outside
world. No Redis, Celery, Flask or HTTP client here: shared/bootstrap.py wires the adapters in."""
from . import botmoves, lobby, moves, profile, reconcile, resign, tokens, webhooks  # noqa: F401  (handlers)
from . import chat, clocks, compaction, friends, hints, invitations, ratings, rematch  # noqa: F401  (handlers)
from . import inbox, mails, notifydelivery, notifyevents, notifysettings  # noqa: F401  (handlers)
from .commands import (AddBot, ApplySystemAction, CreateGame, IdempotencyKey, JoinGame, LeaveGame,
                       MutePlayer, PlayBotTurn, PostChat, ReconcileWaitingGames, RegisterPlayer,
                       ReportChat, SetChatSettings, StartGame, SubmitActions)
from .context import Context, Prefetched
from .errors import Conflict, DomainError, Forbidden, Invalid, NotFound
from .game import Game
from .messagebus import Result, handle
from .presenting import describe

__all__ = ["AddBot", "ApplySystemAction", "Conflict", "Context", "CreateGame", "DomainError",
           "Forbidden", "Game", "IdempotencyKey", "Invalid", "JoinGame", "LeaveGame", "MutePlayer",
           "NotFound", "PlayBotTurn", "PostChat", "Prefetched", "ReconcileWaitingGames",
           "RegisterPlayer", "ReportChat", "Result", "SetChatSettings", "StartGame",
           "SubmitActions", "describe", "handle"]
