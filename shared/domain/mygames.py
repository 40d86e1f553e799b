"""The list of my games: those waiting for me first, longest-waiting first (Yucata asks players to
move where they were awaited longest), then the others, newest first."""
from .game import STARTED
from .turnrecord import holder_player


def my_games(ctx, player_id: str, status: str | None, limit: int) -> list[dict]:
    """My games: those where it is my turn first, longest-waiting first; then the others, newest."""
    ids = ctx.turns.games_of(player_id)
    snapshots = [s for s in ctx.games.load_many(ids) if status in (None, s.meta["status"])]
    turns = ctx.turns.of_games([s.meta["id"] for s in snapshots])
    items = [_item(ctx, s, player_id, turns[s.meta["id"]]) for s in snapshots]
    mine = sorted((i for i in items if i["my_turn"]), key=lambda i: i["waiting_since"])
    rest = sorted((i for i in items if not i["my_turn"]), key=lambda i: -i["updated_at"])
    return (mine + rest)[:limit]


def _item(ctx, snapshot, player_id: str, turn: dict) -> dict:
    meta = snapshot.meta
    seat = next((i for i, h in enumerate(meta["seats"]) if holder_player(h) == player_id), None)
    holder = meta["seats"][seat] if seat is not None else None
    resigned = bool(holder and holder.get("replaced"))
    active = turn["active"] if meta["status"] == STARTED else []
    my_turn = seat in active and not resigned
    since = turn["since"].get(str(seat)) if my_turn else None
    clock = ctx.clocks.deadlines(meta["id"], len(meta["seats"])) if meta.get("clock") else {}
    return {"game_id": meta["id"], "game": meta["game"], "status": meta["status"],
            "version": snapshot.version, "seat": seat, "seat_lost": resigned,
            "active_seats": active, "my_turn": my_turn, "waiting_since": since,
            "deadline": clock.get(seat) if my_turn else None,
            "updated_at": meta.get("updated_at", meta["created_at"])}
