"""Players' notifications: a bounded list per player, newest first (keys.inbox)."""
import json

from . import keys

KEPT = 200   # notifications a player keeps


class InboxStore:
    """Each player's notification history in Redis."""

    def __init__(self, redis):
        self.redis = redis

    def add(self, player_id: str, item: dict) -> None:
        """Keep a notification (the newest KEPT of them)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(keys.inbox(player_id), json.dumps(item, sort_keys=True))
        pipe.ltrim(keys.inbox(player_id), 0, KEPT - 1)
        pipe.execute()

    def items(self, player_id: str, limit: int = 50) -> list[dict]:
        """The newest notifications first."""
        return [json.loads(raw) for raw in self.redis.lrange(keys.inbox(player_id), 0, limit - 1)]
