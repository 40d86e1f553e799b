"""The command bus: the context handlers run in, dispatch by command type, and the shared write path."""
import dataclasses
import hashlib
from dataclasses import dataclass, field
from typing import Callable

from shared.store import GameStore, Idempotency, PlayerStore, ReplayedRequest, StaleVersion, keys, now_ms
from shared.store.games import Lock

from . import hooks, turns
from .errors import Conflict, Invalid
from .game import Game
from .tasks import followups

_HANDLERS: dict[type, Callable] = {}
_UNREAD = object()


@dataclass
class Context:
    """What handlers need: the stores, a way to enqueue tasks, and a clock for metadata."""

    games: GameStore
    players: PlayerStore
    enqueue: Callable[[str, dict], None]
    clock: Callable[[], int] = field(default=now_ms)
    bot_batch_limit: int = 64
    webhook_private: bool = False   # webhooks may call loopback and private addresses
    # one request's: what was read ahead (game id -> Snapshot, idempotency key -> record or None)
    # and the in-flight marker it holds; see `for_request`
    prefetched: dict = field(default_factory=dict)
    lock: Lock | None = None

    def for_request(self, prefetched: dict, lock: Lock | None) -> "Context":
        """A copy for one request that uses what it read ahead and releases `lock` with its commit."""
        return dataclasses.replace(self, prefetched=prefetched, lock=lock)


@dataclass(frozen=True)
class Result:
    """A handler's answer: the body to show, its HTTP status, and whether it is a replay."""

    body: dict
    status: int = 200
    replayed: bool = False


def handles(command_type: type):
    """Register the decorated function as the handler of `command_type`."""
    def register(func):
        _HANDLERS[command_type] = func
        return func
    return register


def handle(ctx: Context, command) -> Result:
    """Run the handler of `command`."""
    return _HANDLERS[type(command)](ctx, command)


def load(ctx: Context, game_id: str) -> Game:
    """The game, or NotFound (read ahead with the request's in-flight marker, or loaded now)."""
    snapshot = ctx.prefetched.pop(game_id, _UNREAD)   # used once: a retry must read again
    if snapshot is _UNREAD:
        snapshot = ctx.games.load(game_id)
    return Game.of(snapshot, game_id)


def idempotency_key(game_id: str, player_id: str, key: str) -> str:
    """The Redis key of a client's Idempotency-Key (hashed: clients choose any text)."""
    return keys.idempotency(game_id, player_id, hashlib.sha256(key.encode()).hexdigest()[:32])


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
    key = idempotency_key(game_id, player_id, idem.key)
    record = ctx.prefetched.pop(key, _UNREAD)
    if record is _UNREAD:
        record = ctx.games.idempotency_record(key)
    return replay_of(record, idem) if record else None


def commit(ctx: Context, game: Game, meta: dict, state: dict | None, entry: dict,
           body: Callable[[int], dict], status: int = 200, player_id: str | None = None,
           idem=None) -> Result:
    """Write a change at `game.version`, update indexes, enqueue follow-ups; return the answer."""
    new_version, now = game.version + 1, ctx.clock()
    meta = {**meta, "updated_at": now}
    answer = body(new_version)
    record = None
    if idem is not None:
        record = Idempotency(idempotency_key(game.id, player_id, idem.key),
                             {"fp": idem.fingerprint, "status": status, "body": answer})
    after = Game(new_version, meta, state if state is not None else game.state)
    turn, change = turns.plan(ctx.games.redis, game, after, now)  # stored by the same commit
    from . import webhooks   # (it registers handlers on this bus)
    notified = webhooks.recipients(game, after, entry, change)   # their webhooks, read alongside
    try:
        _, found = ctx.games.commit_reading(game.id, game.version, meta, state, entry, record, turn,
                                            ctx.lock, tuple(webhooks.hooks_key(p) for p in notified))
    except ReplayedRequest as exc:
        return replay_of(exc.record, idem)
    if meta["status"] != game.meta.get("status"):
        ctx.games.index(game.id, meta["created_at"], meta["status"], game.meta.get("status"))
    for name, kwargs in followups(after):
        ctx.enqueue(name, kwargs)
    hooks.after_commit(ctx, game, after, entry, change, dict(zip(notified, found)))
    return Result(answer, status)


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
