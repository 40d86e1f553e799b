"""Rate limits on the game Redis: per client address and per bearer token, each counted over every
route of every service together (fixed windows); over a limit: 429 problem+json + Retry-After.

The counting rides in the request's first round trip (first_trip.py): a Lua call per client (all
its windows); a move on a game the process holds is counted by its commit script (onetrip.py). The limits are parsed by `limits` (the library flask-limiter is built on), e.g.
"1200/minute;100/second".
"""
import hashlib
import ipaddress

from flask import request
from limits import parse_many

from shared.store import keys
from shared.store.scripts import Lua

from shared.domain import DomainError

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
SCRIPTS = [_HIT]   # what a pipeline that counts loads on NOSCRIPT


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


def bearer_key(token: str) -> str:
    """The rate-limit identity of a bearer token (its hash: raw tokens never reach Redis)."""
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

    def counters(self, who: str) -> list[str]:
        """The keys of `who`'s counters, one per window (hash-tagged per client)."""
        return [keys.rate_limit(self.scope, who, window) for window in self.windows]

    def queue(self, pipe, who: str) -> None:
        """Count one request of `who` in every window."""
        _HIT.queue(pipe, self.counters(who), self.args)

    def refused(self, over: int, wait: int) -> DomainError:
        """The 429 of window `over` (1-based), full for `wait` more seconds."""
        item = self.items[over - 1]
        return DomainError("rate_limited", f"rate limit exceeded ({item.amount} per "
                           f"{item.multiples} {item.GRANULARITY.name}); retry later",
                           status=429, headers={"Retry-After": str(max(1, wait))})

    def refusal(self, answer) -> DomainError | None:
        """The 429 refusal if `answer` says a window is full, else None."""
        over, wait = int(answer[0]), int(answer[1])
        return self.refused(over, wait) if over else None


class Limits:
    """Both kinds of client: the request's address and, when it sends one, its bearer token."""

    def __init__(self, settings):
        self.trusted = settings.trusted_proxies
        self.by_address = RateLimits(settings.rate_limit_address, "address")
        self.by_token = RateLimits(settings.rate_limit_token, "token")

    def queue(self, pipe, token: str | None) -> int:
        """Count this request; return how many answers that queued."""
        self.by_address.queue(pipe, client_address(self.trusted))
        if token:
            self.by_token.queue(pipe, bearer_key(token))
        return 2 if token else 1

    def counters(self, token: str | None) -> tuple[list, list]:
        """(counter keys, [limit, window seconds] per counter, flat) of this request: the
        address's windows, then the token's (the commit script counts them: onetrip.py)."""
        found = self.by_address.counters(client_address(self.trusted))
        args = list(self.by_address.args)
        if token:
            found += self.by_token.counters(bearer_key(token))
            args += self.by_token.args
        return found, args

    def refused(self, over: int, wait: int) -> DomainError:
        """The 429 of counter `over` (1-based, in the order of `counters`)."""
        windows = len(self.by_address.items)
        if over <= windows:
            return self.by_address.refused(over, wait)
        return self.by_token.refused(over - windows, wait)

    def refusal(self, answers: list) -> DomainError | None:
        """The 429 refusal if any of the counts (the answers of `queue`) is over its limit."""
        return self.by_address.refusal(answers[0]) or (
            self.by_token.refusal(answers[1]) if len(answers) > 1 else None)
