"""This game in this request: one object owns the game a request acts on, from the read-ahead to
the release of its Idempotency-Key's in-flight marker.

Read-ahead. A route marked `@reads_game` (its URL has a `game_id`) gets the game loaded, and for a
POST with an Idempotency-Key its marker taken and its recorded answer read, in the request's first
round trip (first_trip.py, with the rate limits and the token lookup). Those keys are scoped to the
player, who is only known once the bearer token is looked up in that same round trip: the reads are
planned for the player this process last saw holding the token (`OWNERS`) and kept only if the
lookup agrees. A new, unknown or revoked token therefore costs nothing more (the view reads for
itself), and a refused request releases the marker it took.

Then the command runs with what was read (`Context.for_request`); its commit records the answer and
releases the marker in the same atomic step, and whatever did not commit (a refusal, a replay, no
write) releases it here. A POST on a game costs two round trips: the first, and the commit; a move
on a game the process holds costs one (onetrip.py: its commit makes the first trip's checks).
"""
from dataclasses import dataclass

from flask import current_app, g, request

from shared import domain
from shared.domain import Prefetched, Result
from shared.domain.context import UNREAD
from shared.store import IdempotencyStore, Lock
from shared.store.games import queue_open, read_open

from . import idempotent
from .http import valid_key


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


def reads_game(view):
    """Mark a view whose game (and Idempotency-Key records) may be read ahead."""
    view.reads_game = True
    return view


@dataclass
class GameRequest:
    """One request on one game: what it read, the marker it holds, and what it still must release."""

    game_id: str
    player_id: str
    key: str | None = None          # the request's Idempotency-Key
    lock: Lock | None = None        # its in-flight marker
    snapshot: object = UNREAD
    record: object = UNREAD
    taken: bool = True

    # -- the read-ahead, in the first round trip --------------------------------------------
    @classmethod
    def plan(cls, digest: str) -> "GameRequest | None":
        """What to read ahead for this request, if its view reads a game and the token is known."""
        game_id = (request.view_args or {}).get("game_id")
        view = current_app.view_functions.get(request.endpoint)
        player_id = OWNERS.get(digest)
        if not (game_id and player_id and getattr(view, "reads_game", False)):
            return None
        key = request.environ.get("HTTP_IDEMPOTENCY_KEY")
        if request.method == "POST" and valid_key(key):
            return cls.of(game_id, player_id, key)
        return cls(game_id, player_id)

    @classmethod
    def of(cls, game_id: str, player_id: str, key: str | None) -> "GameRequest":
        """A request on `game_id` by `player_id` with Idempotency-Key `key` (None: without)."""
        lock = idempotent.new_lock(idempotent.scope(player_id), key, game_id) if key else None
        return cls(game_id, player_id, key, lock)

    def queue(self, pipe) -> None:
        """Queue the marker, the recorded answer and the game read (GameStore.open's commands)."""
        queue_open(pipe, self.game_id, self.lock, self.player_id, self.key)

    def settle(self, answers: list) -> None:
        """Keep the answers of `queue` for the view (see `take`)."""
        self.taken, self.record, self.snapshot = read_open(answers, self.lock, self.key,
                                                             self.game_id)
        g.game_request = self

    def confirm(self, owner, refused: bool, markers: IdempotencyStore) -> None:
        """Keep the read-ahead only if the token's holder is the one planned for and the request
        goes on; else release the marker it took and drop it."""
        if owner is not None and not isinstance(owner, str):
            owner = owner.decode()
        if owner == self.player_id and not refused:
            return
        g.pop("game_request", None)
        if self.lock is not None:
            markers.release(self.lock)

    def discard(self, markers: IdempotencyStore) -> None:
        """Give up a read-ahead whose round trip failed or ran twice (its marker may be taken)."""
        if self.lock is not None:
            self.lock.held = True   # the release only deletes a marker that holds our token
            try:
                markers.release(self.lock)
            except Exception:  # noqa: BLE001 (it expires by itself)
                pass

    # -- the view ---------------------------------------------------------------------------
    def run(self, ctx, command) -> Result:
        """Run `command` on what was read (reading now what was not), then release the marker
        unless the commit did."""
        if self.lock is not None and self.snapshot is UNREAD:
            self.taken, self.record, self.snapshot = ctx.games.open(
                self.game_id, self.lock, self.player_id, self.key)
        if not self.taken:
            raise idempotent.busy()
        prefetched = Prefetched(self.game_id, self.snapshot, self.player_id, self.key, self.record)
        try:
            return domain.handle(ctx.for_request(prefetched, self.lock), command)
        finally:
            self.release()

    def release(self) -> None:
        """Give the marker back if this request still holds it (nothing committed)."""
        if self.lock is not None and self.lock.held:
            idempotent.store().release(self.lock)


def take(game_id: str, player_id: str, key: str | None = None) -> GameRequest | None:
    """The read-ahead of this request for exactly this game, player and key, used once."""
    ahead = g.get("game_request")
    if ahead is None or (ahead.game_id, ahead.player_id, ahead.key) != (game_id, player_id, key):
        return None
    g.pop("game_request")
    return ahead


def handle(ctx, command, player_id: str) -> Result:
    """Run a command of a view: on a game through its GameRequest; else (a new game) under the
    in-flight guard of its Idempotency-Key (its answer is recorded by its commit)."""
    idem, game_id = getattr(command, "idempotency", None), getattr(command, "game_id", None)
    if game_id is None:
        with idempotent.in_flight(idempotent.store(), idempotent.scope(player_id), idem):
            return domain.handle(ctx, command)
    key = idem.key if idem else None
    return (take(game_id, player_id, key) or GameRequest.of(game_id, player_id, key)).run(ctx, command)


def snapshot(ctx, game_id: str, player_id: str):
    """The game for a reading view: read ahead with the request, or loaded now."""
    ahead = take(game_id, player_id)
    return ahead.snapshot if ahead is not None else ctx.games.load(game_id)


def install(app, markers: IdempotencyStore) -> None:
    """Release at the end of a request what a view did not use (the marker must not linger)."""
    @app.teardown_request
    def _unused(_exc=None):
        ahead = g.pop("game_request", None)
        if ahead is not None and ahead.lock is not None:
            try:
                markers.release(ahead.lock)
            except Exception:  # noqa: BLE001 (it expires by itself; never fail the request here)
                pass
