"""Whose turn it is and since when: recorded after every write, read by clocks, webhooks and
`GET /v1/players/me/games`. Engine-agnostic: a seat's turn starts when it becomes active."""
import json
from dataclasses import dataclass

from shared.store import keys

from .game import STARTED, Game


def turn_key(game_id: str) -> str:
    """JSON {"active": [seats], "since": {seat: ms}} of a started game."""
    return keys.game(game_id, "turn")


def player_part(player_id: str, part: str) -> str:
    """Key of a player's `part` (games, webhooks, ...): the player's hash tag, not the p: prefix
    (p:{id} is the profile, a string)."""
    return f"p-{part}:{{{player_id}}}"


def player_games_key(player_id: str) -> str:
    """ZSET of the games a player holds (or held) a seat in -> created (ms)."""
    return player_part(player_id, "games")


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


@dataclass(frozen=True)
class TurnChange:
    """What one write did to the turn: seats whose turn began, seats whose turn ended."""

    started: frozenset
    ended: frozenset
    active: frozenset
    since: dict
    previous: dict   # seat -> when its turn began, before this write


def plan(redis, before: Game, after: Game, now: int) -> tuple[dict | None, TurnChange]:
    """Who is active since when after a write: (the record to store, or None when it is
    unchanged; the change). The old record is the one loaded with `before` (read if it was not)."""
    was, now_active = active(before), active(after)
    stored = before.turn
    if stored is None:
        stored = {"since": {}} if before.version == 0 else \
            json.loads(redis.get(turn_key(after.id)) or b'{"since": {}}')
    old = stored["since"]
    since = {int(s): t for s, t in old.items() if int(s) in now_active and int(s) in was}
    for seat in now_active - was:
        since[seat] = now
    record = {"active": sorted(now_active), "since": {str(s): t for s, t in since.items()}}
    changed = record["since"] != old or now_active != was  # most steps of a turn change nothing
    previous = {int(s): t for s, t in old.items()}
    return (record if changed else None), TurnChange(
        frozenset(now_active - was), frozenset(was - now_active), now_active, since, previous)


def record(redis, before: Game, after: Game, now: int) -> TurnChange:
    """Store who is active since when after a write (outside the commit); return the change."""
    new, change = plan(redis, before, after, now)
    if new is not None:
        redis.set(turn_key(after.id), json.dumps(new))
    return change


def index_players(redis, before: Game, after: Game) -> None:
    """Keep each player's list of games in step with the seats."""
    now_in = {holder_player(h) for h in after.meta["seats"]} - {None}
    was_in = {holder_player(h) for h in (before.meta.get("seats") or [])} - {None}
    pipe = redis.pipeline(transaction=False)
    for player_id in now_in:
        pipe.zadd(player_games_key(player_id), {after.id: after.meta["created_at"]}, nx=True)
    for player_id in was_in - now_in:
        pipe.zrem(player_games_key(player_id), after.id)
    pipe.execute()


def turn_info(redis, game_ids: list[str]) -> dict:
    """game id -> {"active": [...], "since": {seat: ms}} for several games (pipelined)."""
    pipe = redis.pipeline(transaction=False)
    for game_id in game_ids:
        pipe.get(turn_key(game_id))
    return {gid: json.loads(raw) if raw else {"active": [], "since": {}}
            for gid, raw in zip(game_ids, pipe.execute())}
