"""Play handlers: players' actions, the system's steps, bot turns and the reconciler."""
import logging

from shared import bots, engine
from shared.store import StaleVersion, keys

from .bus import Result, check_replay, commit, handles, load, stale
from .commands import ApplySystemAction, PlayBotTurn, ReconcileWaitingGames, SubmitActions
from .errors import Conflict, Invalid
from .game import FINISHED, OPEN, STARTED, Game
from .tasks import followups

log = logging.getLogger(__name__)


def _require_started(game: Game) -> None:
    if game.status == FINISHED:
        raise Conflict("game_over", "the game has ended")
    if game.status != STARTED:
        raise Conflict("game_not_started", "the game has not started yet")


def _write_play(ctx, game: Game, seat, actor: str, actions: list, state: dict, events: list,
                player_id=None, idem=None) -> Result:
    """Commit applied actions; the game is finished in the same write when the rules say so."""
    rules = game.rules
    meta = {**game.meta, "status": FINISHED if rules.is_over(state) else STARTED}
    entry = {"kind": "play", "seat": seat, "actor": actor, "actions": actions, "events": events}
    redacted = [e for e in (rules.redact(ev, seat) for ev in events) if e is not None]
    body = lambda v: {"game_id": game.id, "version": v, "seat": seat, "events": redacted,  # noqa: E731
                      "phase": state.get("phase"), "status": meta["status"]}
    return commit(ctx, game, meta, state, entry, body, player_id=player_id, idem=idem)


@handles(SubmitActions)
def submit_actions(ctx, cmd: SubmitActions) -> Result:
    """Apply a player's action or atomic batch at the version they saw."""
    game = load(ctx, cmd.game_id)
    replay = check_replay(ctx, game.id, cmd.player_id, cmd.idempotency)
    if replay:
        return replay
    seat = game.require_seat(cmd.player_id)
    _require_started(game)
    if cmd.expected_version is not None and cmd.expected_version != game.version:
        raise stale(StaleVersion(cmd.expected_version, game.version))
    if not cmd.actions:
        raise Invalid("no_actions", "send at least one action")
    try:
        state, events = game.rules.apply_batch(game.state, seat, list(cmd.actions))
    except engine.IllegalAction as exc:
        raise Invalid(exc.code, exc.message) from None
    try:
        return _write_play(ctx, game, seat, f"player:{cmd.player_id}", list(cmd.actions), state,
                           events, cmd.player_id, cmd.idempotency)
    except StaleVersion as exc:
        raise stale(exc) from None


@handles(ApplySystemAction)
def apply_system_action(ctx, cmd: ApplySystemAction) -> Result:
    """Take the system's step (e.g. shift scoring) if the game still waits for it at that version."""
    game = load(ctx, cmd.game_id)
    if (game.version != cmd.expected_version or game.status != STARTED
            or not game.rules.awaiting_system(game.state)):
        return Result({"game_id": game.id, "version": game.version, "applied": False})
    action = game.rules.legal_actions(game.state, None)[0]
    state, events = game.rules.apply(game.state, None, action)
    try:
        result = _write_play(ctx, game, None, "system", [action], state, events)
    except StaleVersion:  # another worker did it first
        return Result({"game_id": game.id, "version": game.version, "applied": False})
    return Result({**result.body, "applied": True})


def _bot_moves(ctx, game: Game, seat: int, level: str) -> tuple[list, dict, list]:
    """The bot's steps until its turn is over (one write for a whole multi-step decision)."""
    seed = f"{game.id}:{game.version}:{seat}"
    return bots.play_turn(game.rules, game.state, seat, level, seed, ctx.bot_batch_limit)


@handles(PlayBotTurn)
def play_bot_turn(ctx, cmd: PlayBotTurn) -> Result:
    """Play the bot's turn if, at that version, the seat is a bot's and it is active."""
    game = load(ctx, cmd.game_id)
    level = game.bot_level(cmd.seat) if 0 <= cmd.seat < len(game.meta["seats"]) else None
    idle = Result({"game_id": game.id, "version": game.version, "applied": False})
    if (game.version != cmd.expected_version or game.status != STARTED or level is None
            or cmd.seat not in game.rules.active_seats(game.state)
            or game.rules.awaiting_system(game.state)):
        return idle
    actions, state, events = _bot_moves(ctx, game, cmd.seat, level)
    if not actions:
        log.warning("bot has no legal action", extra={"game_id": game.id, "seat": cmd.seat})
        return idle
    try:
        result = _write_play(ctx, game, cmd.seat, f"bot:{level}", actions, state, events)
    except StaleVersion:
        return idle
    return Result({**result.body, "applied": True})


@handles(ReconcileWaitingGames)
def reconcile_waiting_games(ctx, cmd: ReconcileWaitingGames) -> Result:
    """Re-enqueue the follow-ups of started games idle longer than `older_than_ms`."""
    now, requeued = ctx.clock(), []
    _repair_open_index(ctx)
    for snapshot in ctx.games.load_many(ctx.games.list_ids(STARTED, 0, 10_000)):
        if now - snapshot.meta.get("updated_at", 0) < cmd.older_than_ms:
            continue
        game = Game.of(ctx.games.load(snapshot.meta["id"]), snapshot.meta["id"])
        if game.status != STARTED:  # its index move was lost after the commit: repair it
            ctx.games.index(game.id, game.meta["created_at"], game.status, STARTED)
            continue
        work = followups(game)
        if not work or not _first_requeue(ctx, game, cmd.repeat_ms):
            continue
        for name, kwargs in work:
            ctx.enqueue(name, kwargs)
        requeued.append(game.id)
    return Result({"requeued": requeued})


def _repair_open_index(ctx) -> None:
    """Move started games still listed as open to their index, so the loop below sees them.

    The index move follows the commit; a process killed between the two (or Redis gone) left a
    started game listed as open, where no reconciler looked: a lost first bot task then stalled
    it for good."""
    for snapshot in ctx.games.load_many(ctx.games.list_ids(OPEN, 0, 10_000)):
        if snapshot.meta["status"] != OPEN:
            ctx.games.index(snapshot.meta["id"], snapshot.meta["created_at"],
                            snapshot.meta["status"], OPEN)


def _first_requeue(ctx, game: Game, repeat_ms: int) -> bool:
    """True at most once per `repeat_ms` for a game's work at one version.

    When the queue runs slower than `older_than_ms` (a backlog after a worker or Redis restart),
    every waiting game looks idle at every run; re-enqueueing each of them every run put more
    duplicates in the queue than the worker could drain, so the real work waited ever longer
    behind them (seen in tests/faults: a 1,700-task backlog and no game moving)."""
    if repeat_ms <= 0:
        return True
    marker = keys.game(game.id, f"requeued:{game.version}")  # expires by itself; one per version
    return bool(ctx.games.redis.set(marker, 1, nx=True, px=repeat_ms))
