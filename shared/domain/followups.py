"""The background work a game needs now: its immediate system step, or a turn for each active bot
seat. Enqueued after every write (a GameChanged handler) and again by the reconciler, which finds
the games to look at in the index of games that wait (`waits`, kept by each commit)."""
from . import reactions
from .events import GameChanged, timer_of
from .game import STARTED, Game
from .tasknames import BOT_TURN, SYSTEM_STEP


def needed(game: Game) -> list[tuple[str, dict]]:
    """The tasks a game needs now: the system step, or a turn for each active bot seat."""
    if game.state is None or game.status != STARTED:
        return []
    rules = game.rules
    if rules.is_over(game.state):
        return []
    if rules.awaiting_system(game.state):
        return [(SYSTEM_STEP, {"game_id": game.id, "expected_version": game.version})]
    return [(BOT_TURN, {"game_id": game.id, "seat": seat, "expected_version": game.version})
            for seat in sorted(rules.active_seats(game.state)) if game.bot_level(seat)]


def waits(game: Game) -> bool:
    """True while the game waits for the system or a bot: work `needed` now, or a pending timer.
    A game that waits only for its human players does not (their turn deadlines have their own
    index); the commit keeps the game in the index of waiting games exactly while this holds."""
    return game.status == STARTED and (bool(needed(game)) or timer_of(game) is not None)


def enqueue_followups(ctx, event: GameChanged) -> None:
    """After a write: enqueue the work the game now waits for (a bot with a reaction time, when due)."""
    reactions.enqueue(ctx, event.after, event.change.since, needed(event.after))
