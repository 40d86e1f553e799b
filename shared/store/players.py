"""Players and their bearer tokens: only the sha256 of a token is ever stored."""
import hashlib
import json
import secrets
import time
import uuid

from redis import WatchError

from . import keys

TOUCH_EVERY_MS = 60_000   # "last used" is written at most once a minute per token and process
_UNREAD = object()


def token_hash(token: str) -> str:
    """The sha256 hex digest under which a token is stored."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_id(digest: str) -> str:
    """A token's public id: a prefix of its hash (it names the token, it cannot be used as one)."""
    return "tk_" + digest[:16]


class PlayerStore:
    """Player profiles and token lookups in Redis."""

    def __init__(self, redis):
        self.redis = redis
        self._touched: dict[str, int] = {}

    def create(self, name: str, created_ms: int) -> tuple[dict, str]:
        """A new player and its token (returned once, never stored in clear)."""
        player = {"id": uuid.uuid4().hex, "name": name, "created_at": created_ms}
        pipe = self.redis.pipeline(transaction=False)   # different slots on a cluster
        pipe.set(keys.player(player["id"]), json.dumps(player))
        pipe.sadd(keys.player_name(name), player["id"])
        pipe.execute()
        # the token mapping goes last: a token never points to a player that was not written
        token, _ = self.create_token(player["id"], created_ms)
        return player, token

    def create_token(self, player_id: str, created_ms: int) -> tuple[str, dict]:
        """A new bearer token of a player: (the token, shown once; its public record)."""
        token = "pt_" + secrets.token_urlsafe(32)
        digest = token_hash(token)
        record = {"id": token_id(digest), "created_at": created_ms, "hash": digest}
        # not one MULTI: the two keys live in different slots on a cluster. A half-done write
        # mends itself: a record without its token is never listed (tokens() checks), a token
        # without its record is adopted on first use (_touch)
        pipe = self.redis.pipeline(transaction=False)
        pipe.hset(keys.player_tokens(player_id), record["id"], json.dumps(record))
        pipe.set(keys.token(digest), player_id)
        pipe.execute()
        return token, _public(record, None)

    def tokens(self, player_id: str) -> list[dict]:
        """A player's live tokens (id, created, last used), oldest first; never a token or its hash."""
        records = [json.loads(v) for v in self.redis.hvals(keys.player_tokens(player_id))]
        used = self.redis.hgetall(keys.player_tokens_used(player_id))
        pipe = self.redis.pipeline(transaction=False)
        for record in records:
            pipe.exists(keys.token(record["hash"]))
        live = [r for r, alive in zip(records, pipe.execute()) if alive]
        return sorted((_public(r, used.get(r["id"].encode())) for r in live),
                      key=lambda r: (r["created_at"] or 0, r["id"]))

    def revoke_token(self, player_id: str, tid: str) -> bool:
        """Revoke one of a player's tokens at once; False if the player has no such token."""
        raw = self.redis.hget(keys.player_tokens(player_id), tid)
        if raw is None:
            return False
        # not one MULTI (different slots on a cluster): a token left alive is listed again on its
        # next use (_touch adopts it) and can be revoked again; a record left is never listed
        pipe = self.redis.pipeline(transaction=False)
        pipe.delete(keys.token(json.loads(raw)["hash"]))
        pipe.hdel(keys.player_tokens(player_id), tid)
        pipe.hdel(keys.player_tokens_used(player_id), tid)
        pipe.execute()
        return True

    def get(self, player_id: str) -> dict | None:
        """A player's profile, or None."""
        raw = self.redis.get(keys.player(player_id))
        return json.loads(raw) if raw else None

    def set_language(self, player_id: str, language: str | None) -> dict | None:
        """Save a player's language on its profile; the profile, or None for no such player."""
        key = keys.player(player_id)
        with self.redis.pipeline() as pipe:
            while True:
                try:
                    pipe.watch(key)   # a concurrent change of the profile is not overwritten
                    raw = pipe.get(key)
                    if not raw:
                        return None
                    player = {**json.loads(raw), "language": language}
                    pipe.multi()
                    pipe.set(key, json.dumps(player))
                    pipe.execute()
                    return player
                except WatchError:
                    continue

    def named(self, name: str) -> list[str]:
        """The ids of the players called `name` (case-insensitive), sorted."""
        return sorted(m.decode() for m in self.redis.smembers(keys.player_name(name)))

    def by_token(self, token: str) -> dict | None:
        """The player a bearer token belongs to, or None (also notes when the token was used)."""
        player_id = self.owner(token)
        return self.get(player_id) if player_id else None

    def owner(self, token: str, stored=_UNREAD) -> str | None:
        """The id of the player a bearer token belongs to, or None; notes when the token was used.

        `stored` is the value of its token key if the caller read it already (in a pipeline)."""
        digest = token_hash(token)
        if stored is _UNREAD:
            stored = self.redis.get(keys.token(digest))
        if not stored:
            return None
        player_id = stored.decode() if isinstance(stored, bytes) else stored
        self._touch(player_id, digest)
        return player_id

    def _touch(self, player_id: str, digest: str) -> None:
        now = int(time.time() * 1000)
        tid = token_id(digest)
        if now - self._touched.get(tid, 0) < TOUCH_EVERY_MS:
            return
        if len(self._touched) > 10_000:  # bounded memory: forgetting only costs a write
            self._touched.clear()
        self._touched[tid] = now
        pipe = self.redis.pipeline(transaction=False)
        pipe.hset(keys.player_tokens_used(player_id), tid, now)
        # tokens made before token records existed are adopted on first use
        pipe.hsetnx(keys.player_tokens(player_id), tid,
                    json.dumps({"id": tid, "created_at": None, "hash": digest}))
        pipe.execute()


def _public(record: dict, used) -> dict:
    return {"id": record["id"], "created_at": record["created_at"],
            "last_used_at": int(used) if used else None}
