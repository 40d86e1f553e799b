"""The notifications a game's own events call for, game-neutral: a person's turn began (a move, a
bot's included, made it theirs; inside a response window it is a response_window), the game ended
(with the person's place), and the beat's warning of a turn clock about to run out."""
from .commands import WarnClocks
from .events import GameFinished, TurnsBegan
from .game import STARTED, Game
from .inbox import new_note, record_note, record_notification
from .messagebus import Result, handles
from .turnrecord import holder_player, is_human


def _context(game: Game, seat: int, **more) -> dict:
    return {"game_id": game.id, "game": game.meta["game"], "game_title": game.rules.spec.title,
            "seat": seat, "version": game.version,
            "phase": game.state.get("phase") if game.state else None, **more}


def turn_kind(game: Game, seat: int) -> str:
    """response_window while the seat answers a response window, else your_turn."""
    window = game.rules.window(game.state) if game.state else None
    return "response_window" if window and seat in window["seats"] else "your_turn"


def turn_notes(ctx, event: TurnsBegan):
    """Before the write: the notes of the persons whose turn it begins, to record in the commit's
    round trip (the store's ride: None where it cannot, or when no person's turn begins)."""
    if ctx.notifications is None:
        return None
    return ctx.notifications.ride(_notes(ctx, event))


def turns_began(ctx, event: TurnsBegan, rode: list | None = None) -> None:
    """After the write: tell each person whose turn it made (the write's version is the event):
    each note the commit's round trip recorded (`rode`) is delivered, any other recorded now."""
    if ctx.notifications is None:
        return
    for player_id, note, recorded in rode or [(*pair, None) for pair in _notes(ctx, event)]:
        record_note(ctx, player_id, note, recorded)


def _notes(ctx, event: TurnsBegan) -> list[tuple[str, dict]]:
    game = event.game
    return [(game.meta["seats"][seat]["player_id"],
             new_note(ctx, turn_kind(game, seat), f"{game.id}:{seat}:{game.version}",
                      _context(game, seat)))
            for seat in sorted(event.seats) if is_human(game, seat)]


def game_finished(ctx, event: GameFinished) -> None:
    """After the last write: tell each person of the game their place."""
    game = event.game
    outcome = game.rules.outcome(game.state) or {"ranking": []}
    places = {p["seat"]: p["place"] for p in outcome["ranking"]}
    for seat, holder in enumerate(game.meta["seats"]):
        player_id = holder_player(holder)
        if player_id:
            record_notification(ctx, player_id, "game_over", f"{game.id}:over", _context(
                game, seat, place=places.get(seat), seats=len(game.meta["seats"])))


def still_waiting(ctx, notes: list[dict]) -> list[dict]:
    """The notes about a turn that still waits for the person (one who moved meanwhile needs no
    mail), and every note of another kind."""
    turns = [n for n in notes if n["kind"] in ("your_turn", "response_window") and n["game_id"]]
    records = ctx.turns.of_games(sorted({n["game_id"] for n in turns})) if turns else {}
    return [n for n in notes if n not in turns
            or n["context"].get("seat") in records[n["game_id"]]["active"]]


@handles(WarnClocks)
def warn_clocks(ctx, cmd: WarnClocks) -> Result:
    """The beat: tell each person whose turn clock ends within the warning time (once per turn)."""
    now, warned = ctx.clock(), 0
    horizon = now + ctx.notify.clock_low_s * 1000
    for game_id, seat, deadline in ctx.clocks.soon(now, horizon, cmd.limit):
        snapshot = ctx.games.load(game_id)
        if snapshot is None:
            continue
        game = Game.of(snapshot, game_id)
        if not _low(ctx, game, seat, deadline - now):
            continue
        left_s = max(0, (deadline - now) // 1000)
        warned += record_notification(
            ctx, game.meta["seats"][seat]["player_id"], "clock_low", f"{game_id}:{seat}:{deadline}",
            _context(game, seat, deadline=deadline, seconds_left=left_s))
    return Result({"warned": warned})


def _low(ctx, game: Game, seat: int, left_ms: int) -> bool:
    """True when a person's clock has less than the warning time left, and at most a quarter of
    what a turn allows (a clock of minutes is not warned at once)."""
    clock = game.meta.get("clock")
    if game.status != STARTED or not clock or not is_human(game, seat):
        return False
    allowed_s = clock["per_move"] or clock["bank"]
    return left_ms <= min(ctx.notify.clock_low_s, allowed_s // 4) * 1000
