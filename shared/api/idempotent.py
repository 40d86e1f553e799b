"""Exactly-once POSTs (IETF draft-ietf-httpapi-idempotency-key-header): while the first request
with an Idempotency-Key runs, another with that key gets 409; afterwards the same key and body
replay the first answer, another body gets 422.

Game writes record their answer in the same atomic commit as the change (shared/domain/bus.py);
here they only get the in-flight guard. Writes outside a game (players, tokens, webhooks) record
their answer here, encrypted with a key derived from the Idempotency-Key itself: a Redis dump alone
never shows a token or a secret that such an answer carries.
"""
import base64
import hashlib
import hmac
import json
import re
import uuid
from contextlib import contextmanager

from flask import request

from shared import config, domain
from shared.domain import Conflict, Invalid, Result
from shared.domain.bus import idempotency_key
from shared.store import keys
from shared.store.games import Lock

from . import readahead

LOCK_MS = 30_000          # longest a first request may hold its key (then it counts as lost)
_RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"
_GAME_PATH = re.compile(r" /v1/games/([^/]+)/")


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()[:32]


def lock_key(scope: str, key: str) -> tuple[str, str | None]:
    """(the in-flight marker's key, the game it belongs to): a marker of a request on one game
    lives in that game's slot, so the game's commit script can release it."""
    found = _GAME_PATH.search(scope)
    if found:
        return keys.game(found.group(1), f"idemlock:{_digest(scope, key)}"), found.group(1)
    return f"idemlock:{_digest(scope, key)}", None


def _busy() -> Conflict:
    return Conflict("idempotency_key_in_flight", "a request with this Idempotency-Key is "
                    "still being processed; retry shortly")


@contextmanager
def in_flight(redis, scope: str, idem):
    """Hold `idem` (scoped to `scope`) while the body runs; a concurrent holder gets 409."""
    if idem is None:
        yield
        return
    lock, mine = lock_key(scope, idem.key)[0], uuid.uuid4().hex
    if not redis.set(lock, mine, nx=True, px=LOCK_MS):
        raise _busy()
    try:
        yield
    finally:
        redis.eval(_RELEASE, 1, lock, mine)  # only our own lock, even if it expired meanwhile


def scope(player_id: str | None) -> str:
    """Who a key belongs to: the player, or for anonymous requests the client address."""
    who = f"player:{player_id}" if player_id else f"addr:{request.remote_addr}"
    return f"{who} {request.method} {request.path}"


def handle(ctx, command, player_id: str) -> Result:
    """Run a game command under the in-flight guard of its Idempotency-Key.

    On one game the marker is taken in the round trip that also reads the game and the key's
    recorded answer, and the commit releases it (one round trip fewer each way)."""
    idem, game_id = getattr(command, "idempotency", None), getattr(command, "game_id", None)
    if game_id is None:
        with in_flight(ctx.games.redis, scope(player_id), idem):
            return domain.handle(ctx, command)
    if idem is None:
        ahead = readahead.take(game_id, player_id)
        if ahead is not None:
            ctx = ctx.for_request({game_id: ahead.snapshot}, None)
        return domain.handle(ctx, command)
    key, lock_game = lock_key(scope(player_id), idem.key)
    record_key = idempotency_key(game_id, player_id, idem.key)
    ahead = readahead.take(game_id, player_id, record_key)
    if ahead is not None and ahead.lock.key == key:   # read in the rate limits' round trip
        lock, taken, record, snapshot = ahead.lock, ahead.taken, ahead.record, ahead.snapshot
    else:
        lock = Lock(key, uuid.uuid4().hex, LOCK_MS, lock_game)
        taken, record, snapshot = ctx.games.open(game_id, lock, record_key)
    if not taken:
        raise _busy()
    try:
        return domain.handle(ctx.for_request({game_id: snapshot, record_key: record}, lock),
                             command)
    finally:
        if lock.held:  # not released by a commit (a refusal, a replay, or no write at all)
            ctx.games.redis.eval(_RELEASE, 1, lock.key, lock.token)


def handle_recorded(ctx, command, idem, player_id: str | None) -> Result:
    """Run a command outside any game exactly once per Idempotency-Key (guard + recorded answer)."""
    if idem is None:
        return domain.handle(ctx, command)
    if player_id is None and len(idem.key) < 16:
        raise Invalid("invalid_idempotency_key", "without a bearer token the Idempotency-Key "
                      "must have at least 16 characters (send a random UUID)")
    redis, where = ctx.games.redis, scope(player_id)
    record_key = f"idem:{_digest(where, idem.key, 'record')}"
    with in_flight(redis, where, idem):
        raw = redis.get(record_key)
        if raw is not None:
            record = json.loads(_crypt(idem.key, base64.b64decode(raw)))
            if not hmac.compare_digest(record["fp"], idem.fingerprint):
                raise Invalid("idempotency_key_reused",
                              "this Idempotency-Key was used with a different request")
            return Result(record["body"], record["status"], replayed=True)
        result = domain.handle(ctx, command)
        plain = json.dumps({"fp": idem.fingerprint, "status": result.status, "body": result.body})
        redis.set(record_key, base64.b64encode(_crypt(idem.key, plain.encode())),
                  ex=config.settings().idempotency_ttl)
        return result


def _crypt(key: str, data: bytes) -> bytes:
    """XOR with an HMAC-SHA256 counter-mode keystream keyed by the Idempotency-Key (symmetric)."""
    secret = hmac.new(key.encode(), b"pithead idempotency record", hashlib.sha256).digest()
    stream = b"".join(hmac.new(secret, i.to_bytes(8, "big"), hashlib.sha256).digest()
                      for i in range(len(data) // 32 + 1))
    return bytes(a ^ b for a, b in zip(data, stream))
