"""Friendships and friend requests: a hash per player (other player id -> status and since).

Friendship is mutual, so each side keeps its own row: a request is `requested` on the asker's side
and `incoming` on the other's; accepting makes both `friends`. The two rows live in different slots
on a cluster, so they are written by one pipeline, not one MULTI: a half-done write leaves a
request one side does not see, which asking again mends."""
import json

from . import keys

REQUESTED, INCOMING, FRIENDS = "requested", "incoming", "friends"


class FriendStore:
    """Friends in Redis."""

    def __init__(self, redis):
        self.redis = redis

    def all(self, player_id: str) -> dict[str, dict]:
        """Other player id -> {"status", "since"} of every friend and request of a player."""
        raw = self.redis.hgetall(keys.friends(player_id))
        return {k.decode(): json.loads(v) for k, v in raw.items()}

    def get(self, player_id: str, other_id: str) -> dict | None:
        """The row of `other_id` on `player_id`'s side, or None."""
        raw = self.redis.hget(keys.friends(player_id), other_id)
        return json.loads(raw) if raw else None

    def count(self, player_id: str) -> int:
        """How many friends and requests a player has."""
        return self.redis.hlen(keys.friends(player_id))

    def link(self, player_id: str, other_id: str, mine: str, theirs: str, now: int) -> None:
        """Set both sides: `mine` on the player's side, `theirs` on the other's."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hset(keys.friends(player_id), other_id, json.dumps({"status": mine, "since": now}))
        pipe.hset(keys.friends(other_id), player_id, json.dumps({"status": theirs, "since": now}))
        pipe.execute()

    def unlink(self, player_id: str, other_id: str) -> bool:
        """Forget both sides; False if the player had no such row."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hdel(keys.friends(player_id), other_id)
        pipe.hdel(keys.friends(other_id), player_id)
        return bool(pipe.execute()[0])
