"""Abandonment: resigning a started game (a bot takes the seat) and the list of my games, the ones
waiting for me longest first (Yucata asks players to move where they were awaited longest)."""
from dataclasses import dataclass

from .bus import Result, handles, on_game
from .clocks import deadlines, replace_with_bot
from .commands import IdempotencyKey
from .errors import Conflict
from .game import FINISHED, STARTED, Game
from .turns import holder_player, player_games_key, turn_info

DEFAULT_BOT = "easy"


@dataclass(frozen=True)
class ResignGame:
    player_id: str
    game_id: str
    idempotency: IdempotencyKey | None = None


@handles(ResignGame)
def resign_game(ctx, cmd: ResignGame) -> Result:
    """Give up a started game for good: a bot plays the seat on; you rank last."""
    def decide(game: Game) -> Result:
        seat = game.require_seat(cmd.player_id)
        if game.status == FINISHED:
            raise Conflict("game_over", "the game has ended")
        if game.status != STARTED:
            raise Conflict("game_not_started", "before the start, leave the seat instead "
                           "(DELETE /v1/games/{id}/seats/me)")
        level = (game.meta.get("clock") or {}).get("bot_level", DEFAULT_BOT)
        return replace_with_bot(ctx, game, seat, "resigned", level, player_id=cmd.player_id,
                                idem=cmd.idempotency)
    return on_game(ctx, cmd, decide)


def my_games(ctx, player_id: str, status: str | None, limit: int) -> list[dict]:
    """My games: those where it is my turn first, longest-waiting first; then the others, newest."""
    redis = ctx.games.redis
    ids = [i.decode() for i in redis.zrevrange(player_games_key(player_id), 0, 499)]
    snapshots = [s for s in ctx.games.load_many(ids) if status in (None, s.meta["status"])]
    turns = turn_info(redis, [s.meta["id"] for s in snapshots])
    items = [_item(redis, s, player_id, turns[s.meta["id"]]) for s in snapshots]
    mine = sorted((i for i in items if i["my_turn"]), key=lambda i: i["waiting_since"])
    rest = sorted((i for i in items if not i["my_turn"]), key=lambda i: -i["updated_at"])
    return (mine + rest)[:limit]


def _item(redis, snapshot, player_id: str, turn: dict) -> dict:
    meta = snapshot.meta
    seat = next((i for i, h in enumerate(meta["seats"]) if holder_player(h) == player_id), None)
    holder = meta["seats"][seat] if seat is not None else None
    resigned = bool(holder and holder.get("replaced"))
    active = turn["active"] if meta["status"] == STARTED else []
    my_turn = seat in active and not resigned
    since = turn["since"].get(str(seat)) if my_turn else None
    clock = deadlines(redis, meta["id"], len(meta["seats"])) if meta.get("clock") else {}
    return {"game_id": meta["id"], "game": meta["game"], "status": meta["status"],
            "version": snapshot.version, "seat": seat, "seat_lost": resigned,
            "active_seats": active, "my_turn": my_turn, "waiting_since": since,
            "deadline": clock.get(seat) if my_turn else None,
            "updated_at": meta.get("updated_at", meta["created_at"])}
