"""Commands: imperative requests to change (or, for the tasks, advance) the system."""
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


@dataclass(frozen=True)
class JoinGame:
    player_id: str
    game_id: str
    seat: int | None = None
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class LeaveGame:
    player_id: str
    game_id: str
    idempotency: IdempotencyKey | None = None


@dataclass(frozen=True)
class AddBot:
    player_id: str
    game_id: str
    level: str = "easy"
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
    game_id: str
    expected_version: int


@dataclass(frozen=True)
class PlayBotTurn:
    game_id: str
    seat: int
    expected_version: int


@dataclass(frozen=True)
class ReconcileWaitingGames:
    older_than_ms: int
    repeat_ms: int = 30_000     # the same work (game and version) is re-enqueued at most this often
