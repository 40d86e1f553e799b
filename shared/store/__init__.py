"""Redis as the system of record (DESIGN §4): games, their log, players and tokens."""
import redis as _redis

from .errors import ReplayedRequest, StaleVersion
from .games import GameStore, Idempotency, LogEntry, Snapshot, dumps, now_ms
from .players import PlayerStore, token_hash

__all__ = ["GameStore", "Idempotency", "LogEntry", "PlayerStore", "ReplayedRequest", "Snapshot",
           "StaleVersion", "connect", "dumps", "now_ms", "token_hash"]


def connect(url: str) -> _redis.Redis:
    """A Redis client (bytes responses, pooled, with health checks for long-lived processes)."""
    return _redis.Redis.from_url(url, health_check_interval=30, socket_timeout=10,
                                 socket_connect_timeout=5)
