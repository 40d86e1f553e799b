"""Bot-as-a-service move requests: one JSON record per request, kept for a day."""
import json

from . import keys

TTL_S = 86400

# Compare-and-set in one atomic step: two workers running the same task record one result.
_FINISH = ("local r = redis.call('GET', KEYS[1]) if not r then return 0 end "
           "if cjson.decode(r)['status'] ~= 'pending' then return 0 end "
           "redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) return 1")


class BotMoveStore:
    """Bot move requests and their results."""

    def __init__(self, redis):
        self.redis = redis

    def put(self, record: dict) -> None:
        """Store (or overwrite) a request record."""
        self.redis.set(keys.bot_move(record["id"]), json.dumps(record), ex=TTL_S)

    def get(self, move_id: str) -> dict | None:
        """The record, or None if unknown or expired."""
        raw = self.redis.get(keys.bot_move(move_id))
        return json.loads(raw) if raw is not None else None

    def finish(self, record: dict, **fields) -> bool:
        """Mark a pending request done or failed, once: False if it was no longer pending."""
        done = json.dumps({**record, **fields})
        return bool(self.redis.eval(_FINISH, 1, keys.bot_move(record["id"]), done, TTL_S))
