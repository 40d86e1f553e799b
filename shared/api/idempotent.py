"""Exactly-once POSTs (IETF draft-ietf-httpapi-idempotency-key-header): while the first request
with an Idempotency-Key runs, another with that key gets 409; afterwards the same key and body
replay the first answer, another body gets 422.

A write on a game records its answer in the same atomic commit as the change, and its in-flight
marker is taken and released with the game's reads and commit (gamerequest.py). Writes outside any
game (players, tokens, webhooks) take the marker and record their answer here, encrypted with a key
derived from the Idempotency-Key itself: a Redis dump alone never shows a token or a secret that
such an answer carries.
"""
import base64
import hashlib
import hmac
import json
import uuid
from contextlib import contextmanager

from flask import current_app, request

from shared import domain
from shared.domain import Conflict, Invalid, Result
from shared.store import IdempotencyStore, Lock, keys

LOCK_MS = 30_000          # longest a first request may hold its key (then it counts as lost)


def store() -> IdempotencyStore:
    """The markers and recorded answers of the running app."""
    return current_app.extensions["pithead.idempotency"]


def scope(player_id: str | None) -> str:
    """Who a key belongs to: the player, or for anonymous requests the client address."""
    who = f"player:{player_id}" if player_id else f"addr:{request.remote_addr}"
    return f"{who} {request.method} {request.path}"


def new_lock(where: str, client_key: str, game_id: str | None = None) -> Lock:
    """A marker for an Idempotency-Key used in `where` (scope()); in the game's slot when the
    request writes a game, so the game's commit script can release it."""
    return Lock(keys.marker(where, client_key, game_id), uuid.uuid4().hex, LOCK_MS, game_id)


def busy() -> Conflict:
    """The 409 of a key whose first request is still running."""
    return Conflict("idempotency_key_in_flight", "a request with this Idempotency-Key is "
                    "still being processed; retry shortly")


@contextmanager
def in_flight(markers: IdempotencyStore, where: str, idem, game_id: str | None = None):
    """Hold `idem`'s marker (used in `where`) while the body runs; a concurrent holder gets 409."""
    if idem is None:
        yield
        return
    lock = new_lock(where, idem.key, game_id)
    if not markers.take(lock):
        raise busy()
    try:
        yield
    finally:
        markers.release(lock)  # only our own marker, even if it expired meanwhile


def handle_recorded(ctx, command, idem, player_id: str | None) -> Result:
    """Run a command outside any game exactly once per Idempotency-Key (guard + recorded answer)."""
    if idem is None:
        return domain.handle(ctx, command)
    if player_id is None and len(idem.key) < 16:
        raise Invalid("invalid_idempotency_key", "without a bearer token the Idempotency-Key "
                      "must have at least 16 characters (send a random UUID)")
    markers, where = store(), scope(player_id)
    with in_flight(markers, where, idem):
        raw = markers.answer(where, idem.key)
        if raw is not None:
            record = json.loads(_crypt(idem.key, base64.b64decode(raw)))
            if not hmac.compare_digest(record["fp"], idem.fingerprint):
                raise Invalid("idempotency_key_reused",
                              "this Idempotency-Key was used with a different request")
            return Result(record["body"], record["status"], replayed=True)
        result = domain.handle(ctx, command)
        plain = json.dumps({"fp": idem.fingerprint, "status": result.status, "body": result.body})
        markers.record(where, idem.key, base64.b64encode(_crypt(idem.key, plain.encode())))
        return result


def _crypt(key: str, data: bytes) -> bytes:
    """XOR with an HMAC-SHA256 counter-mode keystream keyed by the Idempotency-Key (symmetric)."""
    secret = hmac.new(key.encode(), b"pithead idempotency record", hashlib.sha256).digest()
    stream = b"".join(hmac.new(secret, i.to_bytes(8, "big"), hashlib.sha256).digest()
                      for i in range(len(data) // 32 + 1))
    return bytes(a ^ b for a, b in zip(data, stream))
