"""Which handler runs after a commit for which event: the whole table in one place (the bootstrap
builds the dispatcher from it). Each handler stands alone; their order carries no meaning."""
from . import (clocks, compaction, followups, friends, indexes, notifyevents, ratings, timers,
               webhooks)
from .events import (Dispatcher, GameChanged, GameFinished, GameStarted, RoundScored, SeatsChanged,
                     StatusChanged, TimerCleared, TimerSet, TimersMoved, TurnsBegan)

HANDLERS = {
    GameChanged: [followups.enqueue_followups, clocks.charge],
    SeatsChanged: [indexes.index_players],
    StatusChanged: [indexes.index_status, friends.announce_table],
    GameFinished: [ratings.rate_when_finished, compaction.note_finished,
                   notifyevents.game_finished],
    TimerSet: [timers.schedule],
    TimersMoved: [timers.record],
    TimerCleared: [timers.forget],
}
# handlers that read in the commit's round trip: (event, handler, what it reads)
PREFETCHING = [(event, webhooks.notify, webhooks.recipients)
               for event in (GameStarted, RoundScored, GameFinished, TurnsBegan)] + [
    (TurnsBegan, notifyevents.turns_began, notifyevents.turn_notes)]   # written with the commit


def dispatcher() -> Dispatcher:
    """A dispatcher with every after-commit handler of the domain registered."""
    out = Dispatcher()
    for event, handlers in HANDLERS.items():
        for handler in handlers:
            out.subscribe(event, handler)
    for event, handler, prefetch in PREFETCHING:
        out.subscribe(event, handler, prefetch)
    return out
