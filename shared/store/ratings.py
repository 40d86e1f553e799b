"""Ratings per game: a hash of records, a leaderboard sorted set and the set of games rated, all
under the game name's hash tag so one MULTI updates them; and the finished games still to rate."""
import json

from redis import WatchError

from . import keys

__all__ = ["RatingStore", "WatchError"]


class RatingStore:
    """Ratings in Redis."""

    def __init__(self, redis):
        self.redis = redis

    def mark_pending(self, game_id: str, at: int) -> None:
        """Note a finished game to rate (so a lost task is re-enqueued)."""
        self.redis.zadd(keys.RATINGS_PENDING, {game_id: at})

    def pending_before(self, ms: int, limit: int = 100) -> list[str]:
        """Finished games noted before `ms` and still unrated."""
        raw = self.redis.zrangebyscore(keys.RATINGS_PENDING, "-inf", ms, start=0, num=limit)
        return [g.decode() for g in raw]

    def is_rated(self, game_name: str, game_id: str) -> bool:
        """True once a finished game was rated (or needed no rating)."""
        return bool(self.redis.sismember(keys.rated_games(game_name), game_id))

    def mark_rated(self, game_name: str, game_id: str) -> None:
        """A game needs no rating (or has it): not pending any more."""
        self.redis.sadd(keys.rated_games(game_name), game_id)
        self.redis.zrem(keys.RATINGS_PENDING, game_id)

    def rate_once(self, game_name: str, game_id: str, entities: list[str], rate) -> dict | None:
        """Update the entities' records by `rate(current records or None)` and mark the game
        rated, atomically; None if it was rated already. Raises WatchError when a concurrent run
        got there first (the task retries)."""
        rated, records = keys.rated_games(game_name), keys.ratings(game_name)
        with self.redis.pipeline(transaction=True) as pipe:
            pipe.watch(rated, records)
            if pipe.sismember(rated, game_id):
                self.redis.zrem(keys.RATINGS_PENDING, game_id)
                return None
            current = [json.loads(raw) if raw else None for raw in pipe.hmget(records, entities)]
            updated = rate(current)
            pipe.multi()
            for entity, record in updated.items():
                pipe.hset(records, entity, json.dumps(record))
                pipe.zadd(keys.rating_board(game_name), {entity: record["ordinal"]})
            pipe.sadd(rated, game_id)
            pipe.execute()
        self.redis.zrem(keys.RATINGS_PENDING, game_id)
        return updated

    def leaderboard(self, game_name: str, offset: int, limit: int) -> list[dict]:
        """(rank, entity, record) rows of the best-rated entities of a game, by ordinal."""
        rows = self.redis.zrevrange(keys.rating_board(game_name), offset, offset + limit - 1,
                                    withscores=True)
        ids = [entity.decode() for entity, _ in rows]
        records = self.redis.hmget(keys.ratings(game_name), ids) if ids else []
        return [{"rank": offset + i + 1, "id": entity, **json.loads(raw)}
                for i, (entity, raw) in enumerate(zip(ids, records)) if raw]

    def stats(self, entity: str, game_names: list[str]) -> list[dict]:
        """An entity's record and rank in every game it was rated in."""
        out = []
        for name in game_names:
            raw = self.redis.hget(keys.ratings(name), entity)
            if raw:
                rank = self.redis.zrevrank(keys.rating_board(name), entity)
                out.append({"game": name, "rank": None if rank is None else rank + 1,
                            **json.loads(raw)})
        return out
