"""Whose turn it is and since when: planned with every write (the commit stores it), read by clocks,
webhooks and `GET /v1/players/me/games`. Game-neutral: a seat's turn starts when it becomes active."""
from dataclasses import dataclass

from .game import STARTED, Game


def active(game: Game) -> frozenset:
    """Seats that may act now (none before the start, after the end or while the system acts)."""
    if game.state is None or game.status != STARTED or game.rules.awaiting_system(game.state):
        return frozenset()
    return frozenset(game.rules.active_seats(game.state))


def holder_player(holder: dict | None) -> str | None:
    """The person a seat belongs to: its player, or the one a bot replaced."""
    if not holder:
        return None
    return holder.get("player_id") or (holder.get("replaced") or {}).get("player_id")


def is_human(game: Game, seat: int) -> bool:
    """True while a person (not a bot) holds the seat."""
    holder = game.meta["seats"][seat]
    return bool(holder and holder.get("player_id"))


def players_of(game: Game) -> set:
    """The people who hold (or held, before a bot replaced them) a seat of the game."""
    return {holder_player(h) for h in (game.meta.get("seats") or [])} - {None}


@dataclass(frozen=True)
class TurnChange:
    """What one write did to the turn: seats whose turn began, seats whose turn ended."""

    started: frozenset
    ended: frozenset
    active: frozenset
    since: dict
    previous: dict   # seat -> when its turn began, before this write


def plan(stored: dict, before: Game, after: Game, now: int) -> tuple[dict | None, TurnChange]:
    """Who is active since when after a write: (the record to store, or None when it is
    unchanged; the change). `stored` is the record as it was before the write."""
    was, now_active = active(before), active(after)
    old = stored["since"]
    since = {int(s): t for s, t in old.items() if int(s) in now_active and int(s) in was}
    for seat in now_active - was:
        since[seat] = now
    record = {"active": sorted(now_active), "since": {str(s): t for s, t in since.items()}}
    changed = record["since"] != old or now_active != was  # most steps of a turn change nothing
    previous = {int(s): t for s, t in old.items()}
    return (record if changed else None), TurnChange(
        frozenset(now_active - was), frozenset(was - now_active), now_active, since, previous)
