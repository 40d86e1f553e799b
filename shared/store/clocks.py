"""Turn clocks: per game a hash of banks and timeouts, and every running deadline in its bucket's
sorted set (keys.deadlines, in the game's slot) the beat sweeps (never a Celery task delayed for days)."""
from . import buckets, keys


def _deadlines(game_id: str) -> str:
    """The deadlines set of the game's bucket."""
    return keys.deadlines(keys.bucket(game_id))


class ClockStore:
    """Clocks and deadlines in Redis."""

    def __init__(self, redis):
        self.redis = redis

    def read(self, game_id: str, seats: int) -> tuple[dict, list]:
        """(the clock hash as {field: int}, each seat's deadline or None), in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hgetall(keys.clock(game_id))
        for seat in range(seats):
            pipe.zscore(_deadlines(game_id), keys.deadline_member(game_id, seat))
        raw, *scores = pipe.execute()
        return {k.decode(): int(v) for k, v in raw.items()}, scores

    def write(self, game_id: str, fields: dict, deadlines: dict, cleared: list) -> None:
        """Set clock fields, set deadlines (seat -> ms) and clear others, in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for name, value in fields.items():
            pipe.hset(keys.clock(game_id), name, value)
        for seat, at in deadlines.items():
            pipe.zadd(_deadlines(game_id), {keys.deadline_member(game_id, seat): at})
        for seat in cleared:
            pipe.zrem(_deadlines(game_id), keys.deadline_member(game_id, seat))
        pipe.execute()

    def deadlines(self, game_id: str, seats: int) -> dict:
        """seat -> deadline (ms) of the seats whose clock runs."""
        pipe = self.redis.pipeline(transaction=False)
        for seat in range(seats):
            pipe.zscore(_deadlines(game_id), keys.deadline_member(game_id, seat))
        return {seat: int(v) for seat, v in enumerate(pipe.execute()) if v is not None}

    def due(self, now: int, limit: int) -> list[tuple[str, int]]:
        """(game id, seat) of the `limit` earliest deadlines passed by `now` (the rest wait for the
        next sweep, earliest first, so none is starved), over every bucket in one round trip."""
        rows = buckets.due(self.redis, keys.deadlines, now, limit)
        return [(game_id, int(seat)) for game_id, seat in
                (member.rsplit(":", 1) for member, _ in rows)]

    def soon(self, now: int, until: int, limit: int) -> list[tuple[str, int, int]]:
        """(game id, seat, deadline) of the earliest deadlines after `now` and by `until`."""
        rows = buckets.due(self.redis, keys.deadlines, until, limit)
        return [(game_id, int(seat), at) for (game_id, seat), at in
                ((member.rsplit(":", 1), at) for member, at in rows) if at > now]

    def claim(self, game_id: str, seat: int) -> bool:
        """Take a passed deadline for handling; False if another sweeper took it."""
        return bool(self.redis.zrem(_deadlines(game_id), keys.deadline_member(game_id, seat)))

    def retry_at(self, game_id: str, seat: int, at: int) -> None:
        """Put a deadline back (its handling lost a race): the next sweep looks again."""
        self.redis.zadd(_deadlines(game_id), {keys.deadline_member(game_id, seat): at})

    def timeouts(self, game_id: str, seat: int) -> int:
        """Timeouts of a seat in a row."""
        return int(self.redis.hget(keys.clock(game_id), f"timeouts:{seat}") or 0)

    def set_timeouts(self, game_id: str, seat: int, count: int) -> None:
        """Record a seat's timeouts in a row."""
        self.redis.hset(keys.clock(game_id), f"timeouts:{seat}", count)
