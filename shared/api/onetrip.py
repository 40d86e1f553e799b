"""A move in one round trip to Redis: when this process holds the game's latest state
(shared/store/latest.py) and knows who holds the bearer token, the request's first round trip (its
rate limits, the token's owner, its Idempotency-Key: first_trip.py) is not made; the move is
applied to the held state and its commit script makes those checks before it writes (the store's
Gate), with the version and commit-list head check that makes a held state that went stale a
retry, never a wrong move.

Whatever ends before that commit ran its checks (a refusal of the request before the view) makes
them afterwards in a round trip of its own, and the answer is what it would have been had they come
first: 429, 401, or the refusal. A move refused on the held state is run again the usual way, on
the game as stored: the held state may have gone stale (a bot's or the system's move committed by
another process), and a refusal, unlike a commit, has no version check to catch that (a clean
clone's run answered `game_not_started` for a game started by then); with an Idempotency-Key, the
key may also name a move already made (the replay is the answer).
"""
from typing import Callable

from flask import current_app, g, request

from shared import domain
from shared.domain import DomainError, Prefetched, Result
from shared.store import LATEST, Gate, GateClosed
from shared.store.keys import marker

from . import idempotent
from .gamerequest import OWNERS, GameRequest
from .limits import Limits
from .problems import handle_domain_error, problem


def commits_game(view):
    """Mark a view whose command commits a move on its game: it may take one round trip."""
    view.reads_game = view.commits_game = True
    return view


class OneTrip(GameRequest):
    """A move whose commit carries the request's first round trip (`gate`); `trip(ahead)` makes
    that trip the usual way when it must (reading `ahead`'s game with it, if given)."""

    gate: Gate
    trip: Callable
    token: str
    checked: bool = False

    @classmethod
    def fuse(cls, ahead: GameRequest, limits: Limits | None, token: str, digest: str,
             trip: Callable) -> "OneTrip | None":
        """The one-trip form of `ahead`, if its view commits a move and the game is held."""
        view = current_app.view_functions.get(request.endpoint)
        latest = LATEST.get(ahead.game_id)
        if not (request.method == "POST" and getattr(view, "commits_game", False)
                and latest is not None and latest.head):
            return None
        counters, windows = limits.counters(token) if limits else ([], [])
        where = idempotent.scope(ahead.player_id)
        one = cls(ahead.game_id, ahead.player_id, ahead.key, None, latest, None)
        one.gate = Gate(ahead.game_id, latest.head, ahead.player_id, digest, counters, windows,
                        marker(where, ahead.key, ahead.game_id) if ahead.key else None)
        one.trip, one.token = trip, token
        g.player_id = ahead.player_id      # the script confirms it; else the late check answers
        g.one_trip = g.game_request = one
        return one

    def run(self, ctx, command) -> Result:
        """Apply the move to the held state and commit it with the gate; the usual way when the
        command expects another version than the one held."""
        expected = getattr(command, "expected_version", None)
        if expected is not None and expected != self.snapshot.version:
            return self.usual(ctx, command)
        prefetched = Prefetched(self.game_id, self.snapshot.snapshot(), self.player_id, self.key,
                                None)   # a recorded answer is found by the commit script
        try:
            result = domain.handle(ctx.for_request(prefetched, None, self.gate), command)
        except GateClosed as closed:
            self.checked = True
            raise self.refusal(closed) from None
        except DomainError:
            if self.gate.passed:
                raise          # decided on the stored game: the commit script read it
            return self.usual(ctx, command)
        finally:
            self.checked = self.checked or self.gate.passed
        if self.gate.passed:
            ctx.players.owner(self.token, self.player_id)   # "last used", at most once a minute
        return result

    def usual(self, ctx, command) -> Result:
        """The first round trip now, reading the game ahead, then the command the usual way."""
        self.checked = True
        ahead = GameRequest.of(self.game_id, self.player_id, self.key)
        refusal = self.trip(ahead)
        if refusal is not None:
            raise refusal
        if "token_owner" in g and self.owner() != self.player_id:
            raise DomainError("invalid_token", "this bearer token is not known", status=401)
        return ahead.run(ctx, command)

    def refusal(self, closed: GateClosed) -> Exception:
        """What a gate's refusal answers: 429, 401 or 409 (the key's first request runs)."""
        if closed.kind == "limited":
            return current_app.extensions["pithead.limits"].refused(*closed.values)
        if closed.kind == "owner":
            OWNERS.learn(self.gate.token_digest, _text(closed.values[0]) or None)
            return DomainError("invalid_token", "this bearer token is not known", status=401)
        return idempotent.busy()

    def late_check(self, response):
        """The first trip's checks for a request that ended before its commit made them: their
        refusal if any, else `response`."""
        if self.checked or response.status_code >= 500:
            return response    # (a server error: the store is out of reach, checks would be too)
        self.checked = True
        refusal = self.trip(None)
        if refusal is not None:
            return handle_domain_error(refusal)
        if "token_owner" in g and self.owner() != self.player_id:
            return problem(401, "invalid_token", "this bearer token is not known")
        return response

    def owner(self) -> str | None:
        """The token's player as the first trip read it (and noted for the next request)."""
        looked_up = g.get("token_owner")
        owner = _text(looked_up[1]) if looked_up else None
        OWNERS.learn(self.gate.token_digest, owner)
        return owner


def _text(raw) -> str:
    return raw.decode() if isinstance(raw, bytes) else (raw or "")


def install(app) -> None:
    """Make the late checks of a one-trip request that did not reach its commit."""
    @app.after_request
    def _late(response):
        one = g.pop("one_trip", None)
        return one.late_check(response) if one is not None else response
