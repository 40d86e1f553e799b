"""Read-ahead: a game route's reads ride in the round trip that counts the rate limits.

A route marked `@reads_game` (its URL has a `game_id`) gets the game loaded, and for a POST with an
Idempotency-Key its in-flight marker taken and its recorded answer read, in the pipeline limits.py
sends anyway. Those keys are scoped to the player, who is only known once the bearer token is looked
up in that same pipeline: the reads are planned for the player this process last saw holding the
token (`OWNERS`), and kept only if the lookup agrees. A new, unknown or revoked token therefore
costs nothing more than before (the view reads for itself), and a refused request releases the
marker it took.
"""
import uuid
from dataclasses import dataclass

from flask import current_app, g, request

from shared.domain.bus import idempotency_key
from shared.store.games import Lock, queue_open, read_open


class TokenOwners:
    """token hash -> player id, as this process last looked it up (bounded; a hint, not a truth)."""

    def __init__(self, limit: int = 10_000):
        self.limit = limit
        self._owners: dict[str, str] = {}

    def get(self, digest: str) -> str | None:
        """The player last seen holding the token, if any."""
        return self._owners.get(digest)

    def learn(self, digest: str, player_id: str | None) -> None:
        """Note (or, with None, forget) the holder of a token."""
        if player_id is None:
            self._owners.pop(digest, None)
            return
        if len(self._owners) >= self.limit:
            self._owners.clear()   # forgetting costs one round trip per token, once
        self._owners[digest] = player_id


OWNERS = TokenOwners()


@dataclass
class Ahead:
    """What was read ahead for one request on one game."""

    game_id: str
    player_id: str
    snapshot: object
    lock: Lock | None = None
    record_key: str | None = None
    record: object = None
    taken: bool = True


def reads_game(view):
    """Mark a view whose game (and Idempotency-Key records) may be read ahead."""
    view.reads_game = True
    return view


def plan(digest: str) -> Ahead | None:
    """What to read ahead for this request, if its view reads a game and the token is known."""
    game_id = (request.view_args or {}).get("game_id")
    view = current_app.view_functions.get(request.endpoint)
    player_id = OWNERS.get(digest)
    if not (game_id and player_id and getattr(view, "reads_game", False)):
        return None
    from . import idempotent
    ahead = Ahead(game_id, player_id, None)
    key = request.environ.get("HTTP_IDEMPOTENCY_KEY")
    if request.method == "POST" and key and 1 <= len(key) <= 255:
        lock_key, lock_game = idempotent.lock_key(idempotent.scope(player_id), key)
        ahead.lock = Lock(lock_key, uuid.uuid4().hex, idempotent.LOCK_MS, lock_game)
        ahead.record_key = idempotency_key(game_id, player_id, key)
    return ahead


def queue(ahead: Ahead, pipe) -> None:
    """Queue the marker, the record and the game read (GameStore.open's commands)."""
    queue_open(pipe, ahead.game_id, ahead.lock, ahead.record_key)


def settle(ahead: Ahead, answers: list) -> None:
    """Keep the answers of `queue` for the view (see `take`)."""
    ahead.taken, ahead.record, ahead.snapshot = read_open(answers, ahead.lock, ahead.record_key)
    g.read_ahead = ahead


def finish(ahead: Ahead, answers: list | None, refused: bool, redis) -> None:
    """After the rate limits' pipeline: keep the read-ahead for the view, or give it up when the
    pipeline failed or ran twice (`answers` None), the token's holder is another or the request
    is refused."""
    if answers is None:
        discard(ahead, redis)   # the view reads for itself
        return
    settle(ahead, answers[3:])
    confirm(answers[2], refused, redis)


def confirm(owner: str | None, refused: bool, redis) -> None:
    """After the pipeline: keep the read-ahead only if the token's holder is the one planned for
    and the request goes on; else release the marker it took and drop it."""
    ahead = g.get("read_ahead")
    if ahead is None:
        return
    if owner is not None and not isinstance(owner, str):
        owner = owner.decode()
    if owner == ahead.player_id and not refused:
        return
    g.pop("read_ahead")
    release(ahead, redis)


def discard(ahead: Ahead, redis) -> None:
    """Give up a read-ahead whose pipeline failed or ran twice (its marker may have been taken)."""
    if ahead.lock is not None:
        ahead.lock.held = True   # the release only deletes a marker that holds our token
        try:
            release(ahead, redis)
        except Exception:  # noqa: BLE001 (it expires by itself)
            pass


def release(ahead: Ahead, redis) -> None:
    """Give the marker back if this request took it and nothing released it since."""
    if ahead.lock is not None and ahead.lock.held:
        from .idempotent import _RELEASE
        redis.eval(_RELEASE, 1, ahead.lock.key, ahead.lock.token)
        ahead.lock.held = False


def install(app, redis) -> None:
    """Release at the end of a request what a view did not use (the marker must not linger)."""
    @app.teardown_request
    def _unused(_exc=None):
        ahead = g.pop("read_ahead", None)
        if ahead is not None:
            try:
                release(ahead, redis)
            except Exception:  # noqa: BLE001 (it expires by itself; never fail the request here)
                pass


def take(game_id: str, player_id: str, record_key: str | None = None) -> Ahead | None:
    """The read-ahead of this request for exactly this game, player and record, used once."""
    ahead = g.get("read_ahead")
    if ahead is None or ahead.game_id != game_id or ahead.player_id != player_id \
            or ahead.record_key != record_key:
        return None
    g.pop("read_ahead")
    return ahead
