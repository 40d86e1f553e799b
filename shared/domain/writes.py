"""The write path every handler shares: load a game (read ahead or now), answer a replayed
Idempotency-Key, commit a change with its recorded answer and turn record in one atomic step, then
publish what the write did (events.py) to the handlers registered for it."""
from typing import Callable

from . import turnrecord
from .context import UNREAD, Context
from .errors import Conflict, Invalid, ReplayedRequest, StaleVersion
from .events import facts, reads_of
from .followups import waits
from .game import Game, with_timer_dues
from .messagebus import Result
from .ports import Idempotency


def load(ctx: Context, game_id: str) -> Game:
    """The game, or NotFound (read ahead with the request's in-flight marker, or loaded now)."""
    snapshot = ctx.prefetched.take_snapshot(game_id) if ctx.prefetched else UNREAD
    if snapshot is UNREAD:
        snapshot = ctx.games.load(game_id)
    return Game.of(snapshot, game_id)


def replay_of(record: dict, idem) -> Result:
    """The stored first answer, or Invalid if the key came with another request."""
    if record["fp"] != idem.fingerprint:
        raise Invalid("idempotency_key_reused",
                      "this Idempotency-Key was used with a different request")
    return Result(record["body"], record["status"], replayed=True)


def check_replay(ctx: Context, game_id: str, player_id: str, idem) -> Result | None:
    """The replayed answer if this Idempotency-Key was used already, else None."""
    if idem is None:
        return None
    record = ctx.prefetched.take_record(game_id, player_id, idem.key) if ctx.prefetched else UNREAD
    if record is UNREAD:
        record = ctx.games.idempotency_record(game_id, player_id, idem.key)
    return replay_of(record, idem) if record else None


def commit(ctx: Context, game: Game, meta: dict, state: dict | None, entry: dict,
           body: Callable[[int], dict], status: int = 200, player_id: str | None = None,
           idem=None) -> Result:
    """Write a change at `game.version` and publish its events; return the answer.

    Raises StaleVersion when another write got in first (the caller retries or answers 409)."""
    new_version, now = game.version + 1, ctx.clock()
    meta = {**meta, "updated_at": now}
    if state is not None:   # when each pending timer is due, beside the state (which has no clock)
        meta = with_timer_dues(meta, game.rules, state, now)
    answer = body(new_version)
    record = None if idem is None else Idempotency(
        player_id, idem.key, {"fp": idem.fingerprint, "status": status, "body": answer})
    after = Game(new_version, meta, state if state is not None else game.state)
    turn, change = turnrecord.plan(_stored_turn(ctx, game), game, after, now)
    entry = _with_turn(entry, game, after, change)
    planned = ctx.events.prepare(ctx, facts(game, after, entry, change))
    try:   # the turn record and the index of waiting games are kept by the same atomic step;
        # the planned reads ride along
        ctx.games.commit(game.id, game.version, meta, state, entry, record, turn, ctx.lock,
                         reads_of(planned), _waits(game, after),
                         after.status != game.meta.get("status"), ctx.gate)
    except ReplayedRequest as exc:
        return replay_of(exc.record, idem)
    ctx.events.publish(ctx, planned)
    return Result(answer, status, game=after)


def _with_turn(entry: dict, before: Game, after: Game, change) -> dict:
    """The log entry with the seats that may act after it when the write changed them or ended
    the game: a client that follows the feed learns from it whose turn it is."""
    if change.started or change.ended or after.status != before.meta.get("status"):
        return {**entry, "active_seats": sorted(change.active)}
    return entry


def _waits(before: Game, after: Game) -> bool | None:
    """Whether the game waits after the write; None when it waited neither before nor after
    (the commit alone keeps the index, so the game is not in it: nothing to take out)."""
    now = waits(after)
    return now if now or waits(before) else None


def _stored_turn(ctx: Context, game: Game) -> dict:
    """The turn record as it was before the write (loaded with the game, else read now)."""
    if game.turn is not None:
        return game.turn
    if game.version == 0:
        return {"since": {}}
    return ctx.turns.get(game.id) or {"since": {}}


def stale(exc: StaleVersion) -> Conflict:
    """The 409 a client gets for a write at an old version."""
    return Conflict("stale_version", f"the game is at version {exc.current}, not {exc.expected}",
                    current_version=exc.current)


def on_game(ctx: Context, cmd, decide: Callable[[Game], Result]) -> Result:
    """Load the command's game, answer a replayed Idempotency-Key, else `decide`; again on a race."""
    def attempt() -> Result:
        game = load(ctx, cmd.game_id)
        return check_replay(ctx, game.id, cmd.player_id, cmd.idempotency) or decide(game)
    return retrying(attempt)


def retrying(func: Callable[[], Result], attempts: int = 5) -> Result:
    """Run a load-decide-commit step again when another write got in between (lobby operations)."""
    for attempt in range(attempts):
        try:
            return func()
        except StaleVersion as exc:
            if attempt == attempts - 1:
                raise stale(exc) from None
    raise AssertionError("unreachable")
