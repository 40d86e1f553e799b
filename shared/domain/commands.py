"""Commands: imperative requests to change (or, for the tasks, advance) the system. Every command
of the domain is here; its handler is registered with `messagebus.handles`."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class IdempotencyKey:
    """A client's Idempotency-Key and the fingerprint of the request it was sent with."""

    key: str
    fingerprint: str


@dataclass(frozen=True)
class RegisterPlayer:
    name: str


@dataclass(frozen=True)
class CreateGame:
    player_id: str
    game: str
    seats: int
    options: dict = field(default_factory=dict)
    seed: int | str | None = None
    join: bool = True
    clock: dict | None = None    # turn clock options (shared/domain/clocks.py); None: no clock
    idempotency: IdempotencyKey | None = None
    spectators_chat: bool = False   # spectators may write in the chat (until the creator closes it)
    private: bool = False        # never listed; joined only by invitation (invitations.py)
    hints: bool = False          # seats may ask the strongest bot for a hint; never rated


@dataclass(frozen=True)
class JoinGame:
    player_id: str
    game_id: str
    seat: int | None = None
    idempotency: IdempotencyKey | None = None
    accept_chosen_seed: bool = False   # the joiner saw that the host chose the deal's seed
    invitation: str | None = None      # an invitation token (private games, reserved seats)


@dataclass(frozen=True)
class LeaveGame:
    player_id: str
    game_id: str
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class AddBot:
    player_id: str
    game_id: str
    level: str | None = None     # None: the game's default bot level
    seat: int | None = None
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class StartGame:
    player_id: str
    game_id: str
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class SubmitActions:
    player_id: str
    game_id: str
    actions: tuple
    expected_version: int | None = None
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class ApplySystemAction:
    """The system step of a game (task `pithead.system_step`): the immediate step at
    `expected_version`, or with `timer_id` the timed step of that timer while it is pending."""

    game_id: str
    expected_version: int
    timer_id: int | None = None


@dataclass(frozen=True)
class PlayBotTurn:
    game_id: str
    seat: int
    expected_version: int


@dataclass(frozen=True)
class ReconcileWaitingGames:
    older_than_ms: int
    repeat_ms: int = 30_000     # the same work (game and version) is re-enqueued at most this often


@dataclass(frozen=True)
class ResignGame:
    player_id: str
    game_id: str
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class SweepDeadlines:
    limit: int = 100


@dataclass(frozen=True)
class UpdateRatings:
    game_id: str


@dataclass(frozen=True)
class RequeueRatings:
    older_than_ms: int


@dataclass(frozen=True)
class RegisterWebhook:
    player_id: str
    url: str
    events: tuple


@dataclass(frozen=True)
class DeleteWebhook:
    player_id: str
    webhook_id: str


@dataclass(frozen=True)
class DeliverWebhook:
    player_id: str
    delivery_id: str
    tries: int
    timeout: float = 5.0


@dataclass(frozen=True)
class RequestBotMove:
    player_id: str
    game: str
    level: str
    budget_s: float | None = None
    game_id: str | None = None
    seat: int | None = None
    view: dict | None = None


@dataclass(frozen=True)
class RequestHint:
    player_id: str
    game_id: str
    seat: int
    budget_s: float | None = None


@dataclass(frozen=True)
class ComputeBotMove:
    move_id: str


@dataclass(frozen=True)
class GetBotMove:
    player_id: str
    move_id: str


@dataclass(frozen=True)
class IssueToken:
    player_id: str


@dataclass(frozen=True)
class RevokeToken:
    player_id: str
    token_id: str


@dataclass(frozen=True)
class CompactGame:
    """Collapse a finished game whose follow-ups are done into one record (task
    `pithead.compact_game`); None as the version: whatever the game's is."""

    game_id: str
    expected_version: int | None = None
    after_ms: int = 0     # a game finished more recently than this stays live (COMPACT_AFTER)


@dataclass(frozen=True)
class TidyFinishedGames:
    """The beat's pass over finished games: enqueue the compactions whose trigger was lost (games
    finished `older_than_ms` ago), and delete compacted games finished `retention_ms` ago."""

    older_than_ms: int
    repeat_ms: int = 30_000
    retention_ms: int | None = None   # None: finished games are kept
    limit: int = 1000                 # most games enqueued, and most deleted, per run


# -- table chat (shared/domain/chat.py): beside a game, never in its state -----------------------
@dataclass(frozen=True)
class PostChat:
    player_id: str
    game_id: str
    text: str
    to: int | str | None = None   # a seat or a seated player's name


@dataclass(frozen=True)
class SetChatSettings:
    player_id: str
    game_id: str
    spectators_write: bool


@dataclass(frozen=True)
class ReportChat:
    player_id: str
    game_id: str
    line_id: str
    reason: str


@dataclass(frozen=True)
class MutePlayer:
    player_id: str
    name: str
    mute: bool = True   # False: unmute


@dataclass(frozen=True)
class SetLanguage:
    player_id: str
    language: str | None   # "en", "ru", or None: follow the client's Accept-Language


@dataclass(frozen=True)
class CreateInvitation:
    """An invitation link to a game (host only): for any free seat, or one seat, or one friend."""

    player_id: str
    game_id: str
    seat: int | None = None
    friend: str | None = None     # a friend's player name: only that player may use it
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class RevokeInvitation:
    player_id: str
    game_id: str
    invitation_id: str
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class AddFriend:
    """Ask a player to be friends, or accept their request (friendship is mutual)."""

    player_id: str
    name: str
    friend_id: str | None = None     # which player of that name (names need not be unique)


@dataclass(frozen=True)
class RemoveFriend:
    """End a friendship, withdraw a request, or decline one."""

    player_id: str
    friend_id: str


@dataclass(frozen=True)
class Rematch:
    """After the end: one new game with the same game, options, seats and bots (idempotent)."""

    player_id: str
    game_id: str
    idempotency: IdempotencyKey | None = None


# -- notifications to people (inbox.py, notifysettings.py, notifydelivery.py) ---------------------
@dataclass(frozen=True)
class SetEmail:
    player_id: str
    address: str


@dataclass(frozen=True)
class RemoveEmail:
    player_id: str


@dataclass(frozen=True)
class ConfirmEmail:
    token: str


@dataclass(frozen=True)
class SendEmailConfirmation:
    player_id: str
    address: str


@dataclass(frozen=True)
class UpdateNotificationSettings:
    player_id: str
    changes: dict


@dataclass(frozen=True)
class UnsubscribeByLink:
    token: str


@dataclass(frozen=True)
class SubscribePush:
    player_id: str
    endpoint: str
    p256dh: str
    auth: str


@dataclass(frozen=True)
class UnsubscribePush:
    player_id: str
    subscription_id: str


@dataclass(frozen=True)
class MarkNotificationsRead:
    player_id: str
    ids: tuple | None = None     # None: all


@dataclass(frozen=True)
class DeliverNotifications:
    player_id: str
    channel: str
    batch_id: str | None = None
    tries: int = 6


@dataclass(frozen=True)
class ReleaseDueNotifications:
    limit: int = 500


@dataclass(frozen=True)
class WarnClocks:
    limit: int = 500
