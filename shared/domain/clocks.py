"""Turn clocks (DESIGN §5): per-game options, deadlines in one Redis sorted set swept by celery beat
(never a Celery task delayed for days), and what a timeout does: the seat's bot moves for the
player (autopilot); after `max_timeouts` timeouts in a row the player is dropped and a bot keeps
the seat for good.

Two kinds of clock: `per_move` seconds for every turn (a move a day: 86400), or a time bank of
`bank` seconds that every turn draws on and that gains `increment` seconds after each turn
(a Fischer clock, capped at the initial bank, as BGA and Little Golem do).
"""
from dataclasses import dataclass

from shared import bots
from shared.store import StaleVersion, keys

from .bus import Result, commit, handles, load
from .errors import Invalid, NotFound
from .game import STARTED, Game
from .turns import TurnChange, is_human

DEADLINES = "clocks:deadlines"   # ZSET "<game id>:<seat>" -> deadline (ms); outside any one game
DEFAULTS = {"per_move": None, "bank": None, "increment": 0, "max_timeouts": 3, "bot_level": "easy"}
_LIMITS = {"per_move": (1, 30 * 86400), "bank": (1, 365 * 86400), "increment": (0, 30 * 86400),
           "max_timeouts": (1, 100)}


@dataclass(frozen=True)
class SweepDeadlines:
    limit: int = 100


def clock_key(game_id: str) -> str:
    """Hash of a game's clocks: bank:<seat> (ms left), timeouts:<seat> (in a row)."""
    return keys.game(game_id, "clock")


def normalize(clock: dict | None) -> dict | None:
    """The clock options with defaults filled in, or Invalid; None means no clock."""
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
    if out["bot_level"] not in bots.LEVELS:
        raise Invalid("invalid_clock", f"clock.bot_level is one of {', '.join(bots.LEVELS)}")
    return out


def member(game_id: str, seat: int) -> str:
    """The sorted-set member of one seat's deadline."""
    return f"{game_id}:{seat}"


def on_commit(ctx, before: Game, after: Game, entry: dict, change: TurnChange) -> None:
    """Charge the clocks of turns that ended, set deadlines of turns that began."""
    clock = after.meta.get("clock")
    if not clock:
        return
    redis, now = ctx.games.redis, ctx.clock()
    key, seats = clock_key(after.id), range(len(after.meta["seats"]))
    reads = redis.pipeline(transaction=False)
    reads.hgetall(key)
    for seat in seats:
        reads.zscore(DEADLINES, member(after.id, seat))
    raw, *scores = reads.execute()
    stored = {k.decode(): int(v) for k, v in raw.items()}
    pipe = redis.pipeline(transaction=False)
    if entry.get("actor", "").startswith("player:"):
        pipe.hset(key, f"timeouts:{entry['seat']}", 0)  # the player is back: the count restarts
    for seat in seats:
        bank = stored.get(f"bank:{seat}", (clock["bank"] or 0) * 1000)
        if seat in change.ended and clock["bank"]:
            since = change.previous.get(seat, now)
            bank = min(max(0, bank - (now - since)) + clock["increment"] * 1000,
                       clock["bank"] * 1000)
            pipe.hset(key, f"bank:{seat}", bank)
        if seat in change.active and is_human(after, seat):
            if seat in change.started or scores[seat] is None:  # a new turn, or a lost deadline
                allowed = clock["per_move"] * 1000 if clock["per_move"] else bank
                pipe.zadd(DEADLINES, {member(after.id, seat): change.since.get(seat, now) + allowed})
        elif scores[seat] is not None:
            pipe.zrem(DEADLINES, member(after.id, seat))
    pipe.execute()


def deadlines(redis, game_id: str, seats: int) -> dict:
    """seat -> deadline (ms) of the seats whose clock runs."""
    pipe = redis.pipeline(transaction=False)
    for seat in range(seats):
        pipe.zscore(DEADLINES, member(game_id, seat))
    return {seat: int(v) for seat, v in enumerate(pipe.execute()) if v is not None}


@handles(SweepDeadlines)
def sweep_deadlines(ctx, cmd: SweepDeadlines) -> Result:
    """Time out every seat whose deadline passed: autopilot, or drop after too many in a row."""
    redis, now, done = ctx.games.redis, ctx.clock(), []
    for raw in redis.zrangebyscore(DEADLINES, "-inf", now, start=0, num=cmd.limit):
        name = raw.decode()
        if not redis.zrem(DEADLINES, name):
            continue  # another sweeper took it
        game_id, seat = name.rsplit(":", 1)
        try:
            done.append({"game_id": game_id, "seat": int(seat), "result": _time_out(ctx, game_id,
                                                                                    int(seat))})
        except StaleVersion:
            redis.zadd(DEADLINES, {name: now})  # a write got in between: look again next sweep
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
    count = int(ctx.games.redis.hget(clock_key(game_id), f"timeouts:{seat}") or 0) + 1
    if count >= clock["max_timeouts"]:
        replace_with_bot(ctx, game, seat, "dropped", clock["bot_level"], {"timeouts": count})
        outcome = "dropped"
    else:
        _autopilot(ctx, game, seat, clock["bot_level"])
        outcome = "autopilot"
    ctx.games.redis.hset(clock_key(game_id), f"timeouts:{seat}", count)
    return outcome


def _autopilot(ctx, game: Game, seat: int, level: str) -> None:
    """The seat's bot plays the whole turn for the absent player."""
    from .play import _bot_moves, _write_play
    actions, state, events = _bot_moves(ctx, game, seat, level)
    if not actions:
        return
    timed_out = {"type": "TurnTimedOut", "seat": seat}
    _write_play(ctx, game, seat, f"autopilot:{level}", actions, state, [timed_out, *events])


def replace_with_bot(ctx, game: Game, seat: int, reason: str, level: str, extra=None,
                     player_id=None, idem=None) -> Result:
    """A bot takes a started game's seat for good; the person is remembered (ratings, my games)."""
    from .views import describe
    holder = game.meta["seats"][seat]
    seats = list(game.meta["seats"])
    seats[seat] = {"bot": level, "replaced": {"player_id": holder["player_id"],
                                              "name": holder.get("name"), "reason": reason}}
    meta = {**game.meta, "seats": seats}
    event = {"type": "PlayerDropped" if reason == "dropped" else "PlayerResigned", "seat": seat,
             "player_id": holder["player_id"], "bot": level, **(extra or {})}
    entry = {"kind": "lobby", "seat": seat, "actions": [], "events": [event]}
    return commit(ctx, game, meta, game.state, entry,
                  lambda v: describe(Game(v, meta, game.state)), player_id=player_id, idem=idem)
