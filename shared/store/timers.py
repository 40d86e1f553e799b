"""When each game's pending timed system step is due: kept outside the game state (replays never
read a clock), so the reconciler can re-enqueue a timer whose delayed task was lost."""
from . import keys


class TimerStore:
    """Due times of pending timers, one per game, in one sorted set."""

    def __init__(self, redis):
        self.redis = redis

    def set(self, game_id: str, due_ms: int) -> None:
        """Record (or move) the due time of a game's pending timer."""
        self.redis.zadd(keys.TIMERS, {game_id: due_ms})

    def clear(self, game_id: str) -> None:
        """The game has no pending timer any more."""
        self.redis.zrem(keys.TIMERS, game_id)

    def overdue(self, before_ms: int, limit: int = 100) -> list[str]:
        """Games whose timer was due before `before_ms`, most overdue first."""
        raw = self.redis.zrangebyscore(keys.TIMERS, "-inf", before_ms, start=0, num=limit)
        return [game_id.decode() for game_id in raw]
