"""When each game's pending timed system step is due: kept outside the game state (replays never
read a clock), so the reconciler can re-enqueue a timer whose delayed task was lost. One sorted set
per bucket (keys.timers_due), in the game's slot."""
from . import buckets, keys


class TimerStore:
    """Due times of pending timers, one per game, in its bucket's sorted set."""

    def __init__(self, redis):
        self.redis = redis

    def set(self, game_id: str, due_ms: int) -> None:
        """Record (or move) the due time of a game's pending timer."""
        self.redis.zadd(keys.timers_due(keys.bucket(game_id)), {game_id: due_ms})

    def clear(self, game_id: str) -> None:
        """The game has no pending timer any more."""
        self.redis.zrem(keys.timers_due(keys.bucket(game_id)), game_id)

    def overdue(self, before_ms: int, limit: int | None = None) -> list[str]:
        """Games whose timer was due before `before_ms`, most overdue first (all of them unless
        `limit`), read over every bucket in one pipelined round trip."""
        return [game_id for game_id, _ in buckets.due(self.redis, keys.timers_due, before_ms, limit)]
