"""A bot's reaction time: where a game gives its bots one (`Bots.reaction`, in its real-time
phases), the bot at a seat acts only that long after its turn began, as a person would, so a
person can win a race against bots. The turn's start is the turn record's (turnrecord.py): a
write in between (another seat's claim, a window's close) enqueues the bot's turn again for the
same due time, and the bot then plans from the state it finds. The bot turn's own task checks the
due time too, so a turn enqueued early (the reconciler, a clock ahead) waits instead of acting."""
from .game import Game
from .tasknames import BOT_TURN


def due(game: Game, seat: int, since: dict) -> int | None:
    """When the bot at `seat` may act (ms), its turn's start plus its reaction; None: at once."""
    level = game.bot_level(seat)
    bots = game.rules.bots
    if level is None or bots is None or game.state is None:
        return None
    delay = bots.reaction(game.state, seat, level)
    began = since.get(seat, since.get(str(seat)))
    return None if not delay or began is None else began + delay


def wait_s(game: Game, seat: int, since: dict, now: int) -> float | None:
    """Seconds until the bot at `seat` may act, or None when it may act now."""
    at = due(game, seat, since)
    return None if at is None or at <= now else (at - now) / 1000


def enqueue(ctx, game: Game, since: dict, work: list[tuple[str, dict]]) -> None:
    """Enqueue a game's work; a bot turn that must wait for its reaction is delayed until due."""
    now = ctx.clock()
    for name, kwargs in work:
        wait = wait_s(game, kwargs["seat"], since, now) if name == BOT_TURN else None
        if wait is None:
            ctx.enqueue(name, kwargs)
        else:
            ctx.enqueue(name, kwargs, countdown=wait)


def defer(ctx, game: Game, seat: int) -> int | None:
    """A bot turn that came early: enqueue it again for when it is due and return the ms left;
    None when the bot may act now."""
    wait = wait_s(game, seat, (game.turn or {}).get("since", {}), ctx.clock())
    if wait is None:
        return None
    ctx.enqueue(BOT_TURN, {"game_id": game.id, "seat": seat, "expected_version": game.version},
                countdown=wait)
    return round(wait * 1000)
