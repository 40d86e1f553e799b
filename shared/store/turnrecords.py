"""Turn records (who is active since when; the commit writes them) and each player's games."""
import json

from . import keys


class TurnStore:
    """Turn records of games and the per-player game lists."""

    def __init__(self, redis):
        self.redis = redis

    def get(self, game_id: str) -> dict | None:
        """A game's turn record {"active", "since"}, or None."""
        raw = self.redis.get(keys.turn(game_id))
        return json.loads(raw) if raw else None

    def of_games(self, game_ids: list[str]) -> dict:
        """game id -> {"active": [...], "since": {seat: ms}} for several games (pipelined)."""
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.get(keys.turn(game_id))
        return {gid: json.loads(raw) if raw else {"active": [], "since": {}}
                for gid, raw in zip(game_ids, pipe.execute())}

    def index_players(self, game_id: str, created_ms: int, joined: set, left: set) -> None:
        """Add the game to the lists of the players who joined it, remove it from those who left."""
        pipe = self.redis.pipeline(transaction=False)
        for player_id in joined:
            pipe.zadd(keys.player_games(player_id), {game_id: created_ms}, nx=True)
        for player_id in left:
            pipe.zrem(keys.player_games(player_id), game_id)
        pipe.execute()

    def games_of(self, player_id: str, limit: int = 500) -> list[str]:
        """The ids of a player's games, newest first."""
        return [i.decode() for i in self.redis.zrevrange(keys.player_games(player_id), 0, limit - 1)]
