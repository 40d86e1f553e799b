"""Players and their bearer tokens: only the sha256 of a token is ever stored."""
import hashlib
import json
import secrets
import uuid

from . import keys


def token_hash(token: str) -> str:
    """The sha256 hex digest under which a token is stored."""
    return hashlib.sha256(token.encode()).hexdigest()


class PlayerStore:
    """Player profiles and token lookups in Redis."""

    def __init__(self, redis):
        self.redis = redis

    def create(self, name: str, created_ms: int) -> tuple[dict, str]:
        """A new player and its token (returned once, never stored in clear)."""
        player = {"id": uuid.uuid4().hex, "name": name, "created_at": created_ms}
        token = "pt_" + secrets.token_urlsafe(32)
        self.redis.set(keys.player(player["id"]), json.dumps(player))
        # the token mapping goes last: a token never points to a player that was not written
        self.redis.set(keys.token(token_hash(token)), player["id"])
        return player, token

    def get(self, player_id: str) -> dict | None:
        """A player's profile, or None."""
        raw = self.redis.get(keys.player(player_id))
        return json.loads(raw) if raw else None

    def by_token(self, token: str) -> dict | None:
        """The player a bearer token belongs to, or None."""
        player_id = self.redis.get(keys.token(token_hash(token)))
        return self.get(player_id.decode()) if player_id else None
