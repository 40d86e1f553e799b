"""Moves: players' actions, the system's steps (immediate or timed) and bot turns, each written as
one play entry through the shared write path."""
import dataclasses
import logging

from shared import bots, engine

from . import reactions
from .commands import ApplySystemAction, PlayBotTurn, SubmitActions
from .errors import Conflict, Invalid, StaleVersion
from .game import FINISHED, STARTED, Game
from .messagebus import Result, handles
from .presenting import redacted
from .shapes import check_actions, problem_of
from .visibility import readable
from .writes import check_replay, commit, load, stale

log = logging.getLogger(__name__)
TIMER_ATTEMPTS = 5   # a timer survives other seats' moves: its step tries again after a race
ARRIVAL_ATTEMPTS = 8  # a move sent without a version is applied again after another write got in


def require_started(game: Game) -> None:
    """Conflict unless the game is running."""
    if game.status == FINISHED:
        raise Conflict("game_over", "the game has ended")
    if game.status != STARTED:
        raise Conflict("game_not_started", "the game has not started yet")


def write_moves(ctx, game: Game, seat, actor: str, actions: list, state: dict, events: list,
                player_id=None, idem=None) -> Result:
    """Commit applied actions; the game is finished in the same write when the rules say so."""
    rules = game.rules
    meta = {**game.meta, "status": FINISHED if rules.is_over(state) else STARTED}
    entry = {"kind": "play", "seat": seat, "actor": actor, "actions": actions, "events": events}
    shown = redacted(game, events, seat)
    body = lambda v: {"game_id": game.id, "version": v, "seat": seat, "events": shown,  # noqa: E731
                      "phase": state.get("phase"), "status": meta["status"]}
    return commit(ctx, game, meta, state, entry, body, player_id=player_id, idem=idem)


def bot_moves(ctx, game: Game, seat: int, level: str) -> tuple[list, dict, list]:
    """The bot's steps until its turn is over (one write for a whole multi-step decision); none
    when a step does not fit its game's shapes, so the log keeps only checked actions (a bot's
    bug: the contract suite checks every bot's answers)."""
    seed = f"{game.id}:{game.version}:{seat}"
    actions, state, events = bots.play_turn(game.rules, game.state, seat, level, seed,
                                            ctx.bot_batch_limit)
    if any(problem_of(game.rules, action) for action in actions):
        log.error("bot action outside its game's shapes", extra={"game_id": game.id, "seat": seat})
        return [], game.state, []
    return actions, state, events


@handles(SubmitActions)
def submit_actions(ctx, cmd: SubmitActions) -> Result:
    """Apply a player's action or atomic batch at the version they saw. Without an expected version
    the move applies to the game as the write finds it: when another write got in between (a
    simultaneous move of another seat), it is checked and applied again on the newer state, so
    simultaneous moves take effect in the order they reach the write (a real-time race's claims)."""
    attempts = 1 if cmd.expected_version is not None else ARRIVAL_ATTEMPTS
    for attempt in range(attempts + 1):
        try:
            return _submit_once(ctx, cmd)
        except StaleVersion as exc:
            # at the version the move was applied to, only the state the process held was stale
            # (the game's commit list expired, or another write got in): once more, not the move
            held_only = exc.snapshot is not None and exc.current == exc.expected
            if attempt >= attempts - 1 and not (held_only and attempt < attempts):
                raise stale(exc) from None
            if exc.snapshot is not None and ctx.prefetched is not None:
                # the game as the refusal read it, which had no answer under the key (the script
                # replays one before it checks the version)
                ctx.prefetched.snapshot, ctx.prefetched.record = exc.snapshot, None
    raise AssertionError("unreachable")


def _submit_once(ctx, cmd: SubmitActions) -> Result:
    game = load(ctx, cmd.game_id)
    replay = check_replay(ctx, game.id, cmd.player_id, cmd.idempotency)
    if replay:
        return replay
    game = fire_overdue(ctx, readable(game, cmd.player_id))
    seat = game.require_seat(cmd.player_id)
    require_started(game)
    if cmd.expected_version is not None and cmd.expected_version != game.version:
        raise stale(StaleVersion(cmd.expected_version, game.version))
    if not cmd.actions:
        raise Invalid("no_actions", "send at least one action")
    check_actions(game.rules, cmd.actions)
    try:
        state, events = game.rules.apply_batch(game.state, seat, list(cmd.actions))
    except engine.IllegalAction as exc:
        raise Invalid(exc.code, exc.message) from None
    return write_moves(ctx, game, seat, f"player:{cmd.player_id}", list(cmd.actions), state,
                       events, cmd.player_id, cmd.idempotency)


@handles(ApplySystemAction)
def apply_system_action(ctx, cmd: ApplySystemAction) -> Result:
    """Take the system's step (`rules.system_action`) if the game still waits for it: the
    immediate step at `expected_version`, or the timed step while timer `timer_id` is pending."""
    for _ in range(TIMER_ATTEMPTS if cmd.timer_id is not None else 1):
        game = load(ctx, cmd.game_id)
        idle = Result({"game_id": game.id, "version": game.version, "applied": False})
        action = _due_action(game, cmd)
        if action is None:
            return idle
        state, events = game.rules.apply(game.state, None, action)
        try:
            result = write_moves(ctx, game, None, "system", [action], state, events)
        except StaleVersion:   # another worker did it first, or (a timer) a seat moved meanwhile
            continue
        return Result({**result.body, "applied": True})
    return idle


def fire_overdue(ctx, game: Game) -> Game:
    """The game after the steps of its timers that were due before now: a move that arrives after
    a deadline (a claim window's close, a response time-out) is judged on the game as the deadline
    left it, however late the timer's own task runs. The same game when nothing was due."""
    system = dataclasses.replace(ctx, prefetched=None, lock=None, gate=None)   # the request's own
    for _ in range(TIMER_ATTEMPTS):
        now = ctx.clock()
        due = min(((at, tid) for tid, at in game.timer_dues().items() if at <= now), default=None)
        if game.status != STARTED or due is None:
            return game
        apply_system_action(system, ApplySystemAction(game.id, game.version, due[1]))
        game = load(system, game.id)
    return game


def _due_action(game: Game, cmd: ApplySystemAction) -> dict | None:
    """The system's action if the step the task was enqueued for is still one the game waits for:
    the immediate step at its version, or the action of timer `timer_id` while it is pending."""
    if game.status != STARTED:
        return None
    if cmd.timer_id is None:
        due = game.version == cmd.expected_version and game.rules.awaiting_system(game.state)
        return game.rules.system_action(game.state) if due else None
    return game.rules.system_action(game.state, cmd.timer_id)


@handles(PlayBotTurn)
def play_bot_turn(ctx, cmd: PlayBotTurn) -> Result:
    """Play the bot's turn if, at that version, the seat is a bot's and it is active."""
    game = load(ctx, cmd.game_id)
    level = game.bot_level(cmd.seat) if 0 <= cmd.seat < len(game.meta["seats"]) else None
    idle = Result({"game_id": game.id, "version": game.version, "applied": False})
    if game.version == cmd.expected_version and fire_overdue(ctx, game).version != game.version:
        return idle   # a deadline passed first: the write it made enqueued this seat's turn anew
    if (game.version != cmd.expected_version or game.status != STARTED or level is None
            or cmd.seat not in game.rules.active_seats(game.state)
            or game.rules.awaiting_system(game.state)):
        return idle
    due_in_ms = reactions.defer(ctx, game, cmd.seat)
    if due_in_ms is not None:   # early: its reaction time is not up
        return Result({**idle.body, "due_in_ms": due_in_ms})
    actions, state, events = bot_moves(ctx, game, cmd.seat, level)
    if not actions:
        log.warning("bot has no legal action", extra={"game_id": game.id, "seat": cmd.seat})
        return idle
    try:
        result = write_moves(ctx, game, cmd.seat, f"bot:{level}", actions, state, events)
    except StaleVersion:
        return idle
    return Result({**result.body, "applied": True})
