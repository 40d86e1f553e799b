"""Redis as the system of record (DESIGN §4): the repositories the domain's ports name, each over
one client, and the only home of key names (keys.py)."""
import redis as _redis

from shared.domain.ports import Idempotency, LogEntry, Snapshot

from .botmoves import BotMoveStore
from .clocks import ClockStore
from .codec import dumps
from .errors import ReplayedRequest, StaleVersion
from .games import GameStore
from .idempotency import IdempotencyStore, Lock
from .players import PlayerStore, token_hash
from .ratings import RatingStore
from .timers import TimerStore
from .turnrecords import TurnStore
from .webhooks import WebhookStore

__all__ = ["BotMoveStore", "ClockStore", "GameStore", "Idempotency", "IdempotencyStore", "Lock",
           "LogEntry", "PlayerStore", "RatingStore", "ReplayedRequest", "Snapshot", "StaleVersion",
           "TimerStore", "TurnStore", "WebhookStore", "connect", "dumps", "token_hash"]


def connect(url: str) -> _redis.Redis:
    """A Redis client (bytes responses, pooled, with health checks for long-lived processes)."""
    return _redis.Redis.from_url(url, health_check_interval=30, socket_timeout=10,
                                 socket_connect_timeout=5)
