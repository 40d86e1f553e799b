"""A gate: the checks of a request's first round trip (its rate limits, its bearer token's owner,
its Idempotency-Key in flight) made by the commit script of its move instead, so that a move on a
game this process holds (latest.py) costs one round trip to Redis. Only on a single Redis: on a
cluster the counters and the token live in other slots than the game, and the first round trip
stays."""
from dataclasses import dataclass, field

from . import keys


@dataclass
class Gate:
    """What one request's commit must check before it writes. `passed` once the script got past
    the checks (the request is counted and its token confirmed: a retry does not check again)."""

    game_id: str
    head: str                     # the commit-list head of the state the move was applied to
    owner: str                    # the player the bearer token must belong to
    token_digest: str
    limit_keys: list = field(default_factory=list)
    limit_args: list = field(default_factory=list)   # (limit, window seconds) per counter, flat
    marker: str | None = None     # the in-flight marker of the request's Idempotency-Key
    passed: bool = False

    def script_keys(self) -> list:
        """The script's KEYS from 11 on."""
        return [keys.token(self.token_digest), *self.limit_keys]

    def script_args(self) -> list:
        """The script's ARGV from 16 on."""
        return ["1", self.head, self.owner, len(self.limit_keys), *self.limit_args]


class GateClosed(Exception):
    """The commit script refused before writing: `kind` is "limited" (values: the counter's
    1-based index, seconds until its window resets), "owner" (the token's player, "" if none)
    or "busy" (the Idempotency-Key's first request still runs)."""

    def __init__(self, kind: str, *values):
        super().__init__(kind)
        self.kind, self.values = kind, values
