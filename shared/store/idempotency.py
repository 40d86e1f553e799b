"""Idempotency-Keys in Redis: the in-flight marker a request holds while it runs, and the first
answers of writes outside any game (a game's write records its answer in its own commit)."""
from dataclasses import dataclass

from . import keys

# deletes the marker only if it still holds our token (it may have expired and been retaken)
_RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"


@dataclass
class Lock:
    """The in-flight marker of an Idempotency-Key, held by one request (`token` tells whose).

    A marker in the game's slot is released by the commit script itself (no round trip of its own);
    `held` says whether this request still has to release it."""

    key: str
    token: str
    ms: int
    game_id: str | None = None
    held: bool = False


class IdempotencyStore:
    """Markers (SET NX with an expiry, released by their holder only) and recorded answers."""

    def __init__(self, redis, ttl: int = 86400):
        self.redis = redis
        self.ttl = ttl

    def take(self, lock: Lock) -> bool:
        """Take the marker; False if another request holds it."""
        lock.held = bool(self.redis.set(lock.key, lock.token, nx=True, px=lock.ms))
        return lock.held

    def release(self, lock: Lock) -> None:
        """Give the marker back if this request still holds it."""
        if lock.held:
            self.redis.eval(_RELEASE, 1, lock.key, lock.token)
            lock.held = False

    def answer(self, scope: str, client_key: str) -> bytes | None:
        """The stored first answer of a write outside any game (as the caller stored it)."""
        return self.redis.get(keys.recorded_answer(scope, client_key))

    def record(self, scope: str, client_key: str, sealed: bytes) -> None:
        """Keep the first answer of a write outside any game for the TTL."""
        self.redis.set(keys.recorded_answer(scope, client_key), sealed, ex=self.ttl)
