"""A game's log as a feed for clients: entries after a version, redacted for a seat, and a cheap
bounded wait for the next ones (XREAD BLOCK on the game's stream, never longer than asked)."""
import json
import time

from shared.store import keys

from .game import Game

_BLOCK_SLICE = 5.0  # seconds per XREAD: stays under the Redis client's socket timeout (10 s)


def present(game: Game, entry: dict, version: int, seat: int | None) -> dict:
    """One log entry as `seat` may see it (the same redaction as GET /log)."""
    events = entry.get("events", [])
    if entry.get("kind") == "play":
        rules = game.rules
        events = [e for e in (rules.redact(ev, seat) for ev in events) if e is not None]
    own = entry.get("kind") != "play" or entry.get("seat") in (None, seat)
    actor = entry.get("actor")
    return {"id": version, "version": version, "kind": entry.get("kind"), "seat": entry.get("seat"),
            "actor": actor.split(":", 1)[0] if actor else actor,
            "actions": entry.get("actions", []) if own else [], "events": events}


def _decode(raw) -> list[tuple[str, int, dict]]:
    return [(sid.decode(), int(f[b"v"]), json.loads(f[b"e"])) for sid, f in raw]


def read_after(redis, game_id: str, after: int) -> tuple[list, str]:
    """(stream id, version, entry) with version > after, and the stream id to wait from."""
    raw = _decode(redis.xrange(keys.game(game_id, "log")))
    newer = [item for item in raw if item[1] > after]
    last = raw[-1][0] if raw else "0-0"
    return newer, last


def wait_after(redis, game_id: str, last_id: str, seconds: float) -> list:
    """Entries appended after stream id `last_id`, waiting up to `seconds` for the first."""
    deadline = time.monotonic() + seconds
    stream = keys.game(game_id, "log")
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return []
        block = max(1, int(min(left, _BLOCK_SLICE) * 1000))
        answer = redis.xread({stream: last_id}, count=100, block=block)
        if answer:
            return _decode(answer[0][1])
