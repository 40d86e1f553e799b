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
    hints: bool = False          # seats may ask the strongest bot for a hint; never rated


@dataclass(frozen=True)
class JoinGame:
    player_id: str
    game_id: str
    seat: int | None = None
    idempotency: IdempotencyKey | None = None
    accept_chosen_seed: bool = False   # the joiner saw that the host chose the deal's seed


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
