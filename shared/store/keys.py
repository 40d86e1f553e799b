"""Key names. Every key of one game carries the hash tag `{<id>}`, so a Redis Cluster keeps it on one shard."""

INDEX_ALL = "games:index"            # ZSET game id -> created (ms): every game, newest last
STATUS_PREFIX = "games:status:"      # ZSET per status (open, started, finished) -> created (ms)


def game(game_id: str, part: str) -> str:
    """Key of one part of a game: version, meta, state, log or idem:<...>."""
    return f"g:{{{game_id}}}:{part}"


def game_keys(game_id: str) -> tuple[str, str, str, str]:
    """(version, meta, state, log) keys of a game, in the order the commit script expects."""
    return (game(game_id, "version"), game(game_id, "meta"), game(game_id, "state"),
            game(game_id, "log"))


def idempotency(game_id: str, player_id: str, key_hash: str) -> str:
    """Where the first answer to an Idempotency-Key is kept (scoped to game and player)."""
    return game(game_id, f"idem:{player_id}:{key_hash}")


def channel(game_id: str) -> str:
    """Pub/Sub channel that announces every new version of a game."""
    return game(game_id, "events")


def status_index(status: str) -> str:
    """ZSET of games in one status."""
    return STATUS_PREFIX + status


def player(player_id: str) -> str:
    """Hash of a player's profile."""
    return f"p:{{{player_id}}}"


def token(token_hash: str) -> str:
    """Maps the sha256 of a bearer token to its player id."""
    return f"tok:{token_hash}"


def player_tokens(player_id: str) -> str:
    """Hash of a player's tokens: token id -> {id, created_at, hash} (never the token itself)."""
    return f"p:{{{player_id}}}:tokens"


def player_tokens_used(player_id: str) -> str:
    """Hash of a player's tokens: token id -> when it was last used (ms, about a minute's precision)."""
    return f"p:{{{player_id}}}:tokens:used"
