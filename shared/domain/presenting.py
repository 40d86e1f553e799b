"""Read models the services show: a game's public description and a log entry as a seat may see it."""
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


def redacted(game: Game, events: list, seat: int | None) -> list:
    """The events of a play as `seat` may see them (the hidden parts of others' left out)."""
    rules = game.rules
    return [e for e in (rules.redact(ev, seat) for ev in events) if e is not None]


def present(game: Game, entry: dict, version: int, seat: int | None) -> dict:
    """One log entry as `seat` may see it (GET /log, /events and their SSE stream): events
    redacted, actions only of its own seat, actors without ids that are not the caller's business."""
    events = entry.get("events", [])
    if entry.get("kind") == "play":
        events = redacted(game, events, seat)
    own = entry.get("kind") != "play" or entry.get("seat") in (None, seat)
    actor = entry.get("actor")
    return {"id": version, "version": version, "kind": entry.get("kind"), "seat": entry.get("seat"),
            "actor": actor.split(":", 1)[0] if actor else actor,
            "actions": entry.get("actions", []) if own else [], "events": events}
