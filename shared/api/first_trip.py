"""A request's first round trip to Redis, before its view runs: the rate limits' counts
(limits.py), the bearer token's owner (auth.py) and the read-ahead of the game the request acts on
(gamerequest.py), pipelined together. Each part queues its commands and reads its own answers.
"""
import logging

from flask import g, request
from redis.exceptions import RedisError

from shared.store import IdempotencyStore, is_cluster, keys, token_hash
from shared.store.scripts import execute

from . import gamerequest, onetrip
from .auth import bearer_token
from .gamerequest import GameRequest
from .limits import SCRIPTS, Limits
from .onetrip import OneTrip
from .problems import handle_domain_error

EXEMPT = ("/healthz", "/readyz", "/metrics")
log = logging.getLogger(__name__)


def first_trip(redis, limits: Limits | None, markers: IdempotencyStore):
    """Count this request, look its token up and read its game ahead; the 429 answer if over a limit."""
    token = bearer_token()
    if request.path in EXEMPT or (limits is None and token is None):
        return None
    digest = token_hash(token) if token else None
    ahead = GameRequest.plan(digest) if token else None
    if ahead is not None and not is_cluster(redis) and OneTrip.fuse(
            ahead, limits, token, digest, lambda again: _trip(redis, limits, markers, token,
                                                              digest, again)):
        return None   # a move on a game this process holds: its commit makes this trip's checks
    refusal = _trip(redis, limits, markers, token, digest, ahead)
    return handle_domain_error(refusal) if refusal is not None else None


def _trip(redis, limits: Limits | None, markers: IdempotencyStore, token: str | None,
          digest: str | None, ahead: GameRequest | None):
    """The first round trip (reading `ahead`'s game with it); the 429 refusal if over a limit."""
    built = []

    def build(pipe):
        counted = limits.queue(pipe, token) if limits else 0
        if token:
            pipe.get(keys.token(digest))
        if ahead and not built:   # a second try (NOSCRIPT) must not take the marker again
            ahead.queue(pipe)
        built.append(counted)
        return SCRIPTS if limits else []

    try:
        answers = execute(redis, build)
    except RedisError as exc:  # the request goes on and meets the store's own 503, never a 500
        log.warning("first round trip failed", extra={"error": repr(exc)})
        answers = None
    refusal = _settle(answers, built[-1] if built else 0, limits, token)
    if ahead and (answers is None or len(built) != 1):
        ahead.discard(markers)   # the view reads for itself
    elif ahead:
        ahead.settle(answers[built[0] + 1:])
        ahead.confirm(answers[built[0]], refusal is not None, markers)
    return refusal


def _settle(answers, counted: int, limits: Limits | None, token: str | None):
    """Hand the token lookup to auth; the limits' refusal, if any."""
    if answers is None:
        return None
    if token:
        g.token_owner = (token, answers[counted])   # auth.current_player_id needs no round trip
    return limits.refusal(answers[:counted]) if limits else None


def install(app, settings, redis, markers: IdempotencyStore) -> None:
    """Make the first round trip before every request of `app` (without rate limits when
    RATE_LIMITS=0), and release what a view left of its read-ahead."""
    limits = Limits(settings) if settings.rate_limits else None
    app.extensions["pithead.limits"] = limits
    app.before_request(lambda: first_trip(redis, limits, markers))
    gamerequest.install(app, markers)
    onetrip.install(app)
