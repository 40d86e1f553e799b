"""Read models the services show: a game's public description and a log entry as a seat may see it."""
from .chat import public
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
        if holder.get("replaced"):   # the person a bot plays for (resigned or dropped)
            seats[-1]["replaced_player_id"] = holder["replaced"]["player_id"]
    out = {"id": meta["id"], "game": meta["game"], "options": meta["options"], "seats": seats,
           "status": meta["status"], "version": game.version, "created_by": meta["created_by"],
           "created_at": meta["created_at"], "updated_at": meta.get("updated_at", meta["created_at"]),
           "phase": game.state.get("phase") if game.state else None,
           "seed_chosen": game.seed_chosen, "private": bool(meta.get("private")),
           "hints": game.hints, "rated": game.rated}
    if meta.get("rematch_of"):
        out["rematch_of"] = meta["rematch_of"]
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
    shown = {"id": version, "version": version, "kind": entry.get("kind"), "seat": entry.get("seat"),
             "actor": actor.split(":", 1)[0] if actor else actor,
             "actions": entry.get("actions", []) if own else [], "events": events}
    if "active_seats" in entry:
        shown["active_seats"] = entry["active_seats"]
    return shown


def present_line(line_id: str, line: dict) -> dict:
    """A chat line as a feed entry: kind `chat`, at the version it was posted at (it makes none:
    a reader that follows versions sees no gap), the line under `chat`."""
    version = int(line_id.split("-", 1)[0])
    return {"id": version, "version": version, "kind": "chat", "seat": line.get("seat"),
            "actor": None, "actions": [], "events": [],
            "chat": public(line_id, line)}


class FeedReader:
    """A player reading a game's feed, followed entry by entry so that each entry is redacted for
    what the reader is when it is sent. Seats change only by lobby entries (join, leave, a bot
    seated, resign, a drop), so an entry newer than the seat assignment known, and not a play,
    re-reads the game's seats (`load`: a game id to its snapshot); plays cost nothing more."""

    def __init__(self, game: Game, player_id: str, load, mutes=frozenset):
        self.game, self.player_id, self._load, self._mutes = game, player_id, load, mutes
        self.seat = game.seat_of(player_id)

    def present_items(self, items: list) -> list[tuple[str, dict]]:
        """(SSE id, entry) of feed items (feed.FeedCursor.take), each as the reader may see it now;
        the lines of names the reader muted (`mutes()`, read once per batch) left out."""
        muted = self._mutes() if any(kind == "chat" for kind, _, _ in items) else ()
        out = []
        for kind, place, body in items:
            if kind == "move":
                out.append((str(place), self.present(body, place)))
            elif body["name"] not in muted:
                out.append((place, present_line(place, body)))
        return out

    def present(self, entry: dict, version: int) -> dict:
        """The entry as the reader may see it now."""
        if entry.get("kind") != "play" and version > self.game.version:
            self._reread()
        return present(self.game, entry, version, self.seat)

    def _reread(self) -> None:
        snapshot = self._load(self.game.id)
        if snapshot is None:   # gone (compacted): show no seat's secrets
            self.seat = None
            return
        self.game = Game(snapshot.version, snapshot.meta, None)
        self.seat = self.game.seat_of(self.player_id)
