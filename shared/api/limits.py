"""Rate limits on the game Redis: per client address and per bearer token, each counted over every
route of every service together (fixed windows); over a limit: 429 problem+json + Retry-After.

One pipelined round trip per request: a Lua call per client (all its windows), plus the lookup of
the bearer token (auth.py uses it, so authentication costs no round trip of its own). The limits
are parsed by `limits` (the library flask-limiter is built on), e.g. "1200/minute;100/second".
"""
import hashlib
import ipaddress
import logging

from flask import g, request
from limits import parse_many
from redis.exceptions import RedisError

from shared.store import keys, token_hash
from shared.store.scripts import Lua, execute

from . import readahead
from .problems import problem

KEY_PREFIX = "rl"          # shared by the three services, so their counters add up
_EXEMPT = ("/healthz", "/readyz", "/metrics")
log = logging.getLogger(__name__)

# KEYS: counters of one client; ARGV: amount, window seconds per counter.
# Returns {index of the first exceeded limit or 0, seconds until its window resets}.
_HIT = Lua("""
local over, wait = 0, 0
for i, key in ipairs(KEYS) do
  local n = redis.call("INCR", key)
  if n == 1 then redis.call("EXPIRE", key, tonumber(ARGV[2 * i])) end
  if over == 0 and n > tonumber(ARGV[2 * i - 1]) then
    over, wait = i, redis.call("TTL", key)
  end
end
return {over, wait}
""")


def client_address(trusted=()) -> str:
    """The client's address: the peer, or the last X-Forwarded-For hop if the peer is a trusted
    proxy (an address or a network such as 10.0.0.0/8)."""
    peer = request.remote_addr or "unknown"
    forwarded = request.environ.get("HTTP_X_FORWARDED_FOR", "")
    if forwarded.strip() and _trusted(peer, trusted):
        return forwarded.split(",")[-1].strip() or peer
    return peer


def _trusted(peer: str, trusted) -> bool:
    try:
        address = ipaddress.ip_address(peer)
        return any(address in ipaddress.ip_network(net, strict=False) for net in trusted)
    except ValueError:
        return False


def bearer_token() -> str | None:
    """The request's bearer token, or None."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


def bearer_key(token: str) -> str:
    """The rate-limit key of a bearer token (its hash: raw tokens never reach Redis)."""
    # salted differently from the stored token hash, so the counter key names no stored key
    return "tok:" + hashlib.sha256(b"rate-limit:" + token.encode()).hexdigest()[:32]


class RateLimits:
    """The windows of one kind of client and how to queue their counting."""

    def __init__(self, spec: str, scope: str):
        self.items = parse_many(spec)
        self.scope = scope
        self.args = [x for item in self.items for x in (item.amount, item.get_expiry())]
        self.windows = [f"{item.amount}/{item.multiples}/{item.GRANULARITY.name}"
                        for item in self.items]

    def queue(self, pipe, who: str) -> None:
        """Count one request of `who` in every window (keys hash-tagged per client)."""
        prefix = f"{KEY_PREFIX}:{{{self.scope}:{who}}}:"
        _HIT.queue(pipe, [prefix + window for window in self.windows], self.args)

    def refusal(self, answer):
        """The 429 problem if `answer` says a window is full, else None."""
        over, wait = int(answer[0]), int(answer[1])
        if not over:
            return None
        item = self.items[over - 1]
        return problem(429, "rate_limited", f"rate limit exceeded ({item.amount} per "
                       f"{item.multiples} {item.GRANULARITY.name}); retry later",
                       headers={"Retry-After": str(max(1, wait))})


def check(redis, settings, by_address: RateLimits, by_token: RateLimits):
    """Count this request (and look its bearer token up); the 429 answer if over a limit."""
    if request.path in _EXEMPT:
        return None
    token = bearer_token()
    digest = token_hash(token) if token else None
    ahead = readahead.plan(digest) if token else None
    built = []

    def build(pipe):
        by_address.queue(pipe, client_address(settings.trusted_proxies))
        if token:
            by_token.queue(pipe, bearer_key(token))
            pipe.get(keys.token(digest))
            if ahead and not built:   # a second try (NOSCRIPT) must not take the marker again
                readahead.queue(ahead, pipe)
        built.append(pipe)
        return [_HIT]

    try:
        answers = execute(redis, build)
    except RedisError as exc:  # the request goes on and meets the store's own 503, never a 500
        log.warning("rate limits unavailable", extra={"error": repr(exc)})
        answers = None
    refusal = None if answers is None else (
        by_address.refusal(answers[0]) or (by_token.refusal(answers[1]) if token else None))
    if token and answers is not None:
        g.token_owner = (token, answers[2])   # auth.current_player_id needs no round trip
    if ahead:
        readahead.finish(ahead, answers if len(built) == 1 else None, refusal is not None, redis)
    return refusal


def install(app, settings, redis) -> bool:
    """Attach the limits to `app`, counted on `redis` (the game store's pool); none if RATE_LIMITS=0."""
    if not settings.rate_limits:
        return False
    by_address = RateLimits(settings.rate_limit_address, "address")
    by_token = RateLimits(settings.rate_limit_token, "token")
    app.before_request(lambda: check(redis, settings, by_address, by_token))
    readahead.install(app, redis)
    return True
