"""The context handlers run in: the repositories and adapters (ports.py) wired by the bootstrap
(shared/bootstrap.py), the event dispatcher, a clock, and what one request read ahead."""
import dataclasses
import time
from dataclasses import dataclass, field
from typing import Callable

from .events import Dispatcher
from .ports import (BotMoveRepository, ChatRepository, ClockRepository, FriendRepository,
                    GameRepository, MailSender, NotificationRepository, NotifySettings,
                    PlayerRepository, PushSender, RatingRepository, TaskQueue, TimerRepository,
                    TurnRepository, Translator, WebhookRepository, WebhookSender)

UNREAD = object()   # "not read ahead": the handler reads for itself


def untranslated(language: str, text: str) -> str:
    """English only: a context without the catalogs (the bootstrap wires them)."""
    return text


def now_ms() -> int:
    """Wall-clock milliseconds (metadata timestamps only; rules never see the clock)."""
    return int(time.time() * 1000)


@dataclass
class Prefetched:
    """What one request read ahead for one game (`GameRequest` in shared/api): the snapshot and,
    for an Idempotency-Key, its recorded answer. Each is used once: a retry must read again."""

    game_id: str
    snapshot: object = UNREAD
    player_id: str | None = None
    key: str | None = None
    record: object = UNREAD

    def take_snapshot(self, game_id: str):
        """The snapshot read ahead for `game_id`, or UNREAD."""
        if game_id != self.game_id:
            return UNREAD
        snapshot, self.snapshot = self.snapshot, UNREAD
        return snapshot

    def take_record(self, game_id: str, player_id: str, key: str):
        """The recorded answer read ahead for this game, player and key, or UNREAD."""
        if (game_id, player_id, key) != (self.game_id, self.player_id, self.key):
            return UNREAD
        record, self.record = self.record, UNREAD
        return record


@dataclass
class Context:
    """What handlers need: repositories, adapters, the dispatcher, a clock and settings."""

    games: GameRepository
    players: PlayerRepository
    turns: TurnRepository
    clocks: ClockRepository
    timers: TimerRepository
    webhooks: WebhookRepository
    ratings: RatingRepository
    bot_moves: BotMoveRepository
    chat: ChatRepository
    friends: FriendRepository
    enqueue: TaskQueue
    send_webhook: WebhookSender
    events: Dispatcher
    clock: Callable[[], int] = field(default=now_ms)
    bot_batch_limit: int = 64
    webhook_private: bool = False   # webhooks may call loopback and private addresses
    # notifications to people (inbox.py): their store, SMTP and web push, and their settings
    notifications: NotificationRepository | None = None
    send_mail: MailSender | None = None
    send_push: PushSender | None = None
    notify: NotifySettings = field(default_factory=NotifySettings)
    translate: Translator = untranslated   # a game's title in a mail's language (the catalogs)
    # one request's: what it read ahead, the in-flight marker its commit releases, and the checks
    # of its first round trip when its commit makes them (the store's Gate)
    prefetched: Prefetched | None = None
    lock: object = None
    gate: object = None

    def for_request(self, prefetched: Prefetched | None, lock: object,
                    gate: object = None) -> "Context":
        """A copy for one request that uses what it read ahead and releases `lock` (or makes the
        checks of `gate`) with its commit."""
        return dataclasses.replace(self, prefetched=prefetched, lock=lock, gate=gate)
