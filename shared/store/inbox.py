"""Each player's notifications: a bounded list, newest first, each recorded once per key."""
import json

from . import keys

KEEP, KEY_TTL = 200, 30 * 86400   # notifications kept per player; how long a key is remembered


class InboxStore:
    """The notification inbox in Redis (a list per player, and a marker per idempotency key)."""

    def __init__(self, redis):
        self.redis = redis

    def record(self, player_id: str, key: str, entry: dict) -> bool:
        """Add `entry` unless a notification with `key` was recorded already; True if added."""
        if not self.redis.set(keys.inbox_seen(player_id, key), 1, nx=True, ex=KEY_TTL):
            return False
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(keys.inbox(player_id), json.dumps(entry))
        pipe.ltrim(keys.inbox(player_id), 0, KEEP - 1)
        pipe.execute()
        return True

    def recent(self, player_id: str, limit: int = KEEP) -> list[dict]:
        """A player's notifications, newest first."""
        return [json.loads(v) for v in self.redis.lrange(keys.inbox(player_id), 0, limit - 1)]
