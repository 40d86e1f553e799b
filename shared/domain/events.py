"""Domain events: what a committed write did (past tense), derived from the write itself, and the
dispatcher that hands each to the handlers registered for it (shared/domain/subscriptions.py).

Handlers run after the commit, each on its own: one that fails is logged and never fails the write
(it is committed already) nor stops the others; the beat reconcilers and the idempotent tasks make
a lost notification, deadline, timer or rating the worst case. A handler may ask, before the commit,
for a read to ride in the commit's round trip (`prefetch`); it then gets that read's value.
"""
import logging
from dataclasses import dataclass, field
from typing import Callable

from .game import FINISHED, STARTED, Game
from .turnrecord import TurnChange

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameChanged:
    """Any committed write of a game."""

    before: Game
    after: Game
    entry: dict
    change: TurnChange


@dataclass(frozen=True)
class SeatsChanged:
    """A write changed who holds the seats (or created the game)."""

    before: Game
    after: Game


@dataclass(frozen=True)
class StatusChanged:
    """The game moved from `previous` (None: it is new) to its status."""

    game: Game
    previous: str | None


@dataclass(frozen=True)
class GameStarted:
    game: Game


@dataclass(frozen=True)
class TurnsBegan:
    """The turns of `seats` began with this write."""

    game: Game
    seats: frozenset


@dataclass(frozen=True)
class RoundScored:
    """The write scored a round (the game emitted its `spec.round_event`)."""

    game: Game
    round: int | None
    round_name: str


@dataclass(frozen=True)
class GameFinished:
    game: Game


@dataclass(frozen=True)
class TimerSet:
    """The game asked for a timed system step (a timer id its previous state did not have; one
    event per new timer: a game may have several pending)."""

    game: Game
    timer_id: int
    delay_ms: int


@dataclass(frozen=True)
class TimersMoved:
    """The game's pending timers changed and some remain: the earliest is due at `due_ms`."""

    game: Game
    due_ms: int


@dataclass(frozen=True)
class TimerCleared:
    """The game's last pending timer fired or was cancelled."""

    game: Game


def timer_of(game: Game) -> dict | None:
    """One pending timed system step {"id", "delay_ms"} of the game (`rules.timer`), or None."""
    if game.state is None:
        return None
    return game.rules.timer(game.state)


def timers_of(game: Game) -> list[dict]:
    """Every pending timed system step {"id", "delay_ms"[, "key"]} of the game, in id order."""
    if game.state is None:
        return []
    return game.rules.timers(game.state)


def facts(before: Game, after: Game, entry: dict, change: TurnChange) -> list:
    """The events of one write, known before it commits (so their handlers may plan reads)."""
    out = [GameChanged(before, after, entry, change)]
    if before.version == 0 or before.meta.get("seats") != after.meta["seats"]:
        out.append(SeatsChanged(before, after))
    if after.status != before.meta.get("status"):
        out.append(StatusChanged(after, before.meta.get("status")))
    if after.status == STARTED and before.status != STARTED:
        out.append(GameStarted(after))
    out += _rounds(after, entry)
    if change.started:
        out.append(TurnsBegan(after, change.started))
    if after.status == FINISHED and before.status != FINISHED:
        out.append(GameFinished(after))
    return out + _timers(before, after)


def _rounds(after: Game, entry: dict) -> list:
    spec = after.rules.spec
    if spec.round_event is None or entry.get("kind") != "play":
        return []
    if not any(e.get("type") == spec.round_event for e in entry.get("events", ())):
        return []
    # the round just scored is the last of the game's round results (the contract's RoundResult)
    return [RoundScored(after, len(after.rules.rounds(after.state)), spec.round_name)]


def _timers(before: Game, after: Game) -> list:
    old, new = {t["id"] for t in timers_of(before)}, timers_of(after)
    out = [TimerSet(after, t["id"], t["delay_ms"]) for t in new if t["id"] not in old]
    if {t["id"] for t in new} == old:
        return out
    if not new:
        return out + [TimerCleared(after)]
    dues, written = after.timer_dues(), after.meta.get("updated_at", 0)
    return out + [TimersMoved(after, min(dues.get(t["id"], written + t["delay_ms"]) for t in new))]


@dataclass(frozen=True)
class Subscription:
    """A handler of one event type; with `prefetch`, handler(ctx, event, value of the read)."""

    handler: Callable
    prefetch: Callable | None = None


@dataclass
class Planned:
    """One handler's call after a commit, and the read it asked for."""

    subscription: Subscription
    event: object
    read: object = None


@dataclass
class Dispatcher:
    """Event type -> the handlers registered for it."""

    subscriptions: dict = field(default_factory=dict)

    def subscribe(self, event_type: type, handler: Callable, prefetch: Callable | None = None):
        """Call `handler(ctx, event)` after each commit with an event of `event_type`."""
        self.subscriptions.setdefault(event_type, []).append(Subscription(handler, prefetch))

    def prepare(self, ctx, events: list) -> list[Planned]:
        """Before the commit: the calls to make, with the reads they ask for."""
        planned = []
        for event in events:
            for sub in self.subscriptions.get(type(event), ()):
                planned.append(Planned(sub, event, _safely(sub.prefetch, ctx, event)
                                       if sub.prefetch else None))
        return planned

    def publish(self, ctx, planned: list[Planned]) -> None:
        """After the commit: run every planned call; log and swallow their errors."""
        for call in planned:
            sub = call.subscription
            args = (ctx, call.event) if sub.prefetch is None else \
                (ctx, call.event, None if call.read is None else call.read.value)
            _safely(sub.handler, *args)


def reads_of(planned: list[Planned]) -> list:
    """The reads the planned calls asked to carry in the commit's round trip."""
    return [call.read for call in planned if call.read is not None]


def _safely(func: Callable, ctx, event, *rest):
    try:
        return func(ctx, event, *rest)
    except Exception:  # the write stands; see the module docstring
        game = getattr(event, "game", None) or getattr(event, "after", None)
        log.exception("after-commit handler failed", extra={
            "handler": getattr(func, "__qualname__", repr(func)),
            "event": type(event).__name__, "game_id": game.id if game else None})
        return None
