"""Turn clocks (DESIGN §5): per-game options, deadlines swept by celery beat (never a Celery task
delayed for days), and what a timeout does: the seat's bot moves for the player (autopilot); after
`max_timeouts` timeouts in a row the player is dropped and a bot keeps the seat for good.

Two kinds of clock: `per_move` seconds for every turn (a move a day: 86400), or a time bank of
`bank` seconds that every turn draws on and that gains `increment` seconds after each turn
(a Fischer clock, capped at the initial bank, as BGA and Little Golem do). A clock needs the game's
bots (the autopilot): a game without them refuses a clock (no_bots_for_game).
"""
from shared.engine.windows import PASS

from .botlevels import bot_level
from .commands import SweepDeadlines
from .errors import Invalid, NotFound, StaleVersion
from .events import GameChanged
from .game import STARTED, Game
from .messagebus import Result, handles
from .moves import bot_moves, write_moves
from .resign import replace_with_bot
from .turnrecord import is_human
from .writes import load

DEFAULTS = {"per_move": None, "bank": None, "increment": 0, "max_timeouts": 3, "bot_level": None}
_LIMITS = {"per_move": (1, 30 * 86400), "bank": (1, 365 * 86400), "increment": (0, 30 * 86400),
           "max_timeouts": (1, 100)}


def normalize(clock: dict | None, game: str) -> dict | None:
    """The clock options of a game with defaults filled in, or Invalid; None means no clock."""
    if clock is None:
        return None
    unknown = set(clock) - set(DEFAULTS)
    if unknown:
        raise Invalid("invalid_clock", f"unknown clock options: {', '.join(sorted(unknown))}")
    out = {**DEFAULTS, **clock}
    for name, (low, high) in _LIMITS.items():
        value = out[name]
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                  or not low <= value <= high):
            raise Invalid("invalid_clock", f"clock.{name} must be an integer in {low}..{high}")
    if (out["per_move"] is None) == (out["bank"] is None):
        raise Invalid("invalid_clock", "give exactly one of clock.per_move and clock.bank")
    if out["per_move"] is not None and out["increment"]:
        raise Invalid("invalid_clock", "clock.increment goes with clock.bank only")
    try:
        out["bot_level"] = bot_level(game, out["bot_level"], "a turn clock (its autopilot is a bot)")
    except Invalid as exc:
        if exc.code != "unknown_bot_level":
            raise
        raise Invalid("invalid_clock", f"clock.bot_level: {exc.message}") from None
    return out


def charge(ctx, event: GameChanged) -> None:
    """After a write: charge the clocks of turns that ended, set deadlines of turns that began."""
    after, change, entry = event.after, event.change, event.entry
    clock = after.meta.get("clock")
    if not clock:
        return
    now, seats = ctx.clock(), range(len(after.meta["seats"]))
    stored, scores = ctx.clocks.read(after.id, len(seats))
    fields, deadlines, cleared = {}, {}, []
    if entry.get("actor", "").startswith("player:"):
        fields[f"timeouts:{entry['seat']}"] = 0  # the player is back: the count restarts
    for seat in seats:
        bank = stored.get(f"bank:{seat}", (clock["bank"] or 0) * 1000)
        if seat in change.ended and clock["bank"]:
            since = change.previous.get(seat, now)
            bank = min(max(0, bank - (now - since)) + clock["increment"] * 1000,
                       clock["bank"] * 1000)
            fields[f"bank:{seat}"] = bank
        if seat in change.active and is_human(after, seat):
            if seat in change.started or scores[seat] is None:  # a new turn, or a lost deadline
                allowed = clock["per_move"] * 1000 if clock["per_move"] else bank
                deadlines[seat] = change.since.get(seat, now) + allowed
        elif scores[seat] is not None:
            cleared.append(seat)
    ctx.clocks.write(after.id, fields, deadlines, cleared)


@handles(SweepDeadlines)
def sweep_deadlines(ctx, cmd: SweepDeadlines) -> Result:
    """Time out every seat whose deadline passed: autopilot, or drop after too many in a row."""
    now, done = ctx.clock(), []
    for game_id, seat in ctx.clocks.due(now, cmd.limit):
        if not ctx.clocks.claim(game_id, seat):
            continue  # another sweeper took it
        try:
            done.append({"game_id": game_id, "seat": seat, "result": _time_out(ctx, game_id, seat)})
        except StaleVersion:
            ctx.clocks.retry_at(game_id, seat, now)  # a write got in between: look again next sweep
        except NotFound:
            continue
    return Result({"timed_out": done})


def _time_out(ctx, game_id: str, seat: int) -> str:
    """One seat's clock ran out: drop the player or let the bot move for them."""
    game = load(ctx, game_id)
    if (game.status != STARTED or not is_human(game, seat) or game.rules.awaiting_system(game.state)
            or seat not in game.rules.active_seats(game.state)):
        return "no_longer_waiting"
    clock = game.meta["clock"]
    count = ctx.clocks.timeouts(game_id, seat) + 1
    if count >= clock["max_timeouts"]:
        replace_with_bot(ctx, game, seat, "dropped", clock["bot_level"], {"timeouts": count})
        outcome = "dropped"
    else:
        _autopilot(ctx, game, seat, clock["bot_level"])
        outcome = "autopilot"
    ctx.clocks.set_timeouts(game_id, seat, count)
    return outcome


def _autopilot(ctx, game: Game, seat: int, level: str) -> None:
    """The seat's bot plays the whole turn for the absent player; a response window's time-out is a pass."""
    if seat in (game.rules.window(game.state) or {}).get("seats", ()):
        actions = [{"type": PASS}]
        state, events = game.rules.apply(game.state, seat, actions[0])
    else:
        actions, state, events = bot_moves(ctx, game, seat, level)
    if not actions:
        return
    timed_out = {"type": "TurnTimedOut", "seat": seat}
    write_moves(ctx, game, seat, f"autopilot:{level}", actions, state, [timed_out, *events])
