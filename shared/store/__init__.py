"""Redis as the system of record (DESIGN §4): the repositories the domain's ports name, each over
one client, and the only home of key names (keys.py)."""
import redis as _redis

from shared.domain.ports import Idempotency, LogEntry, Snapshot

from .botmoves import BotMoveStore
from .chat import ChatStore
from .clocks import ClockStore
from .cluster import connect_cluster, is_cluster
from .codec import dumps
from .durable import Durability, NotReplicated
from .errors import ReplayedRequest, StaleVersion
from .friends import FriendStore
from .games import GameStore
from .gate import Gate, GateClosed
from .latest import LATEST
from .idempotency import IdempotencyStore, Lock
from .notifications import NotificationStore
from .players import PlayerStore, token_hash
from .ratings import RatingStore
from .timers import TimerStore
from .turnrecords import TurnStore
from .webhooks import WebhookStore

__all__ = ["BotMoveStore", "ChatStore", "ClockStore", "Durability", "FriendStore", "GameStore",
           "Gate", "GateClosed", "LATEST", "Idempotency", "IdempotencyStore", "Lock", "LogEntry",
           "NotReplicated", "NotificationStore", "PlayerStore", "RatingStore",
           "ReplayedRequest", "Snapshot", "StaleVersion",
           "TimerStore", "TurnStore", "WebhookStore", "connect", "connect_cluster", "connect_store",
           "dumps", "is_cluster", "token_hash"]

_OPTIONS = {"health_check_interval": 30, "socket_timeout": 10, "socket_connect_timeout": 5}


def connect(url: str) -> _redis.Redis:
    """A Redis client (bytes responses, pooled, with health checks for long-lived processes)."""
    return _redis.Redis.from_url(url, **_OPTIONS)


def connect_store(settings):
    """The game store's client: the cluster at REDIS_CLUSTER_URL if set, else the Redis at
    REDIS_URL."""
    if settings.redis_cluster_url:
        return connect_cluster(settings.redis_cluster_url, **_OPTIONS)
    return connect(settings.redis_url)
