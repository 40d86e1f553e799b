"""Read models the services show: a game's public description and a seat's view of play."""
from .game import FINISHED, Game


def describe(game: Game) -> dict:
    """A game as anyone may see it (the seed stays secret until the game is over)."""
    meta = game.meta
    seats = []
    for index, holder in enumerate(meta["seats"]):
        holder = holder or {}
        kind = "bot" if holder.get("bot") else "player" if holder.get("player_id") else None
        seats.append({"seat": index, "kind": kind, "player_id": holder.get("player_id"),
                      "name": holder.get("name"), "bot": holder.get("bot")})
    out = {"id": meta["id"], "game": meta["game"], "options": meta["options"], "seats": seats,
           "status": meta["status"], "version": game.version, "created_by": meta["created_by"],
           "created_at": meta["created_at"], "updated_at": meta.get("updated_at", meta["created_at"]),
           "phase": game.state.get("phase") if game.state else None}
    if meta.get("clock"):
        out["clock"] = meta["clock"]
    if meta["status"] == FINISHED:
        out["seed"] = meta["seed"]
    return out
