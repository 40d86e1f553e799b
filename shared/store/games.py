"""The game repository: snapshots, the version-checked commit, the event log and the indexes."""
import json
import time
from dataclasses import dataclass
from pathlib import Path

import orjson

from . import keys
from .errors import ReplayedRequest, StaleVersion
from .scripts import Lua, execute

_SCRIPT = (Path(__file__).parent / "commit.lua").read_text()
_COMMIT = Lua(_SCRIPT)


def dumps(value) -> str:
    """Compact, key-sorted JSON (the exact text stored: the same as engine.canonical_json).

    orjson writes it about ten times faster than json; its text is the same for ASCII text with
    string keys, else (or for integers beyond 64 bits) json writes it."""
    try:
        text = orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return json.dumps(value, sort_keys=True, separators=(",", ":"))
    return text if text.isascii() else json.dumps(value, sort_keys=True, separators=(",", ":"))


def loads(raw):
    """The value of stored JSON text."""
    return json.loads(raw)


def loads_state(raw) -> dict:
    """An engine state from its stored text, by orjson (about three times faster than json).

    orjson reads an integer beyond 64 bits as a float; engine states keep theirs within 64 bits
    (the PRNG is SplitMix64), while metadata (a chosen seed may be any integer), log entries and
    recorded answers are read by json."""
    return orjson.loads(raw)


@dataclass(frozen=True)
class Snapshot:
    """A consistent read of one game: its version, metadata and engine state (None before start),
    and its turn record (who is active since when; None when it was not read)."""

    version: int
    meta: dict
    state: dict | None
    turn: dict | None = None


@dataclass(frozen=True)
class LogEntry:
    """One committed write: the version it made and what it recorded (kind, seat, actions, events)."""

    id: str
    version: int
    entry: dict


@dataclass(frozen=True)
class Idempotency:
    """An Idempotency-Key to record with a write: where, and the answer to replay."""

    key: str
    record: dict


@dataclass
class Lock:
    """The in-flight marker of an Idempotency-Key, held by one request (`token` tells whose).

    A marker in the game's slot is released by the commit script itself (no round trip of its own);
    `held` says whether this request still has to release it."""

    key: str
    token: str
    ms: int
    game_id: str | None = None
    held: bool = False


class GameStore:
    """Games in Redis: one atomic Lua write per change, reads by MGET of slot-mates."""

    def __init__(self, redis, idempotency_ttl: int = 86400):
        self.redis = redis
        self.idempotency_ttl = idempotency_ttl

    def load(self, game_id: str) -> Snapshot | None:
        """The current snapshot of a game, or None if there is no such game."""
        return _snapshot(self.redis.mget(*_read_keys(game_id)))

    def open(self, game_id: str, lock: Lock | None, idem_key: str | None):
        """In one round trip, in this order: take `lock` (SET NX), read the idempotency record at
        `idem_key`, load the game. Returns (lock taken, record or None, snapshot or None)."""
        pipe = self.redis.pipeline(transaction=False)
        queue_open(pipe, game_id, lock, idem_key)
        return read_open(pipe.execute(), lock, idem_key)

    def commit(self, game_id: str, expected_version: int, meta: dict, state: dict | None,
               entry: dict, idempotency: Idempotency | None = None, turn: dict | None = None,
               lock: Lock | None = None) -> int:
        """Write atomically if the version is still `expected_version`; return the new version.
        In the same step: the new turn record if given, and the release of `lock` (in this game).

        Raises StaleVersion when the game moved on, ReplayedRequest when the key was used."""
        return self.commit_reading(game_id, expected_version, meta, state, entry, idempotency,
                                   turn, lock)[0]

    def commit_reading(self, game_id: str, expected_version: int, meta: dict,
                       state: dict | None, entry: dict, idempotency: Idempotency | None = None,
                       turn: dict | None = None, lock: Lock | None = None,
                       hashes: tuple = ()) -> tuple[int, list]:
        """`commit`, and in the same round trip (not the same atomic step) the values of the
        hashes named (what the write's follow-ups will need); (new version, their values)."""
        lock = lock if lock and lock.held and lock.game_id == game_id else None

        def build(pipe):
            queue_commit(pipe, game_id, expected_version, meta, state, entry, idempotency, turn,
                         lock, self.idempotency_ttl)
            for key in hashes:
                pipe.hvals(key)
            return [_COMMIT]

        (status, value), *values = execute(self.redis, build)
        status = status.decode() if isinstance(status, bytes) else status
        if status == "stale":
            raise StaleVersion(expected_version, int(value))
        if status == "replay":
            raise ReplayedRequest(loads(value))
        if lock:
            lock.held = False
        return int(value), values

    def idempotency_record(self, key: str) -> dict | None:
        """The stored first answer for an idempotency key, if any."""
        raw = self.redis.get(key)
        return loads(raw) if raw else None

    def log(self, game_id: str, after: int = 0) -> list[LogEntry]:
        """Committed entries with version > `after`, oldest first."""
        raw = self.redis.xrange(keys.game(game_id, "log"))
        out = []
        for entry_id, fields in raw:
            version = int(fields[b"v"])
            if version > after:
                out.append(LogEntry(entry_id.decode(), version, loads(fields[b"e"])))
        return out

    def actions(self, game_id: str) -> list[tuple]:
        """The (seat, action) pairs of every applied action, in order: the input of a replay."""
        pairs = []
        for item in self.log(game_id):
            for action in item.entry.get("actions", ()):
                pairs.append((item.entry.get("seat"), action))
        return pairs

    # -- indexes (outside the per-game slot, so written after the commit) ------------------
    def index(self, game_id: str, created_ms: int, status: str, previous: str | None = None) -> None:
        """Record a game under its status (moving it out of `previous`)."""
        pipe = self.redis.pipeline(transaction=True)
        pipe.zadd(keys.INDEX_ALL, {game_id: created_ms})
        if previous and previous != status:
            pipe.zrem(keys.status_index(previous), game_id)
        pipe.zadd(keys.status_index(status), {game_id: created_ms})
        pipe.execute()

    def list_ids(self, status: str | None, offset: int = 0, limit: int = 50) -> list[str]:
        """Game ids, newest first, optionally of one status."""
        key = keys.status_index(status) if status else keys.INDEX_ALL
        return [i.decode() for i in self.redis.zrevrange(key, offset, offset + limit - 1)]

    def load_many(self, game_ids: list[str]) -> list[Snapshot]:
        """Snapshots of several games (skipping vanished ones), pipelined."""
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            version_key, meta_key, _, _ = keys.game_keys(game_id)
            pipe.mget(version_key, meta_key)
        out = []
        for version, meta in pipe.execute():
            if version is not None and meta is not None:
                out.append(Snapshot(int(version), loads(meta), None))
        return out


def queue_commit(pipe, game_id: str, expected_version: int, meta: dict, state: dict | None,
                 entry: dict, idempotency: Idempotency | None, turn: dict | None, lock: Lock | None,
                 idempotency_ttl: int) -> None:
    """Queue the commit script on `pipe` (GameStore.commit_reading's write; answers
    ["ok", version] | ["stale", current version] | ["replay", recorded answer])."""
    version_key, meta_key, state_key, log_key = keys.game_keys(game_id)
    idem_key = idempotency.key if idempotency else keys.game(game_id, "idem:-")
    args = [expected_version, dumps(meta), "" if state is None else dumps(state), dumps(entry),
            dumps(idempotency.record) if idempotency else "", idempotency_ttl,
            keys.channel(game_id), "" if turn is None else dumps(turn),
            lock.token if lock else ""]
    script_keys = [version_key, meta_key, state_key, log_key, idem_key,
                   keys.game(game_id, "turn"),
                   lock.key if lock else keys.game(game_id, "idemlock:-")]
    _COMMIT.queue(pipe, script_keys, args)


def queue_open(pipe, game_id: str, lock: Lock | None, idem_key: str | None) -> None:
    """Queue GameStore.open's commands on `pipe` (another round trip may carry them)."""
    if lock:
        pipe.set(lock.key, lock.token, nx=True, px=lock.ms)
    if idem_key:
        pipe.get(idem_key)
    pipe.mget(*_read_keys(game_id))


def read_open(answers: list, lock: Lock | None, idem_key: str | None):
    """(lock taken, record or None, snapshot or None) from the answers to `queue_open`."""
    answers = list(answers)
    taken = bool(answers.pop(0)) if lock else True
    if lock:
        lock.held = taken
    raw = answers.pop(0) if idem_key else None
    return taken, loads(raw) if raw else None, _snapshot(answers[0])


def _read_keys(game_id: str) -> tuple[str, str, str, str]:
    """What a load reads: version, meta, state and the turn record (all in the game's slot)."""
    version_key, meta_key, state_key, _ = keys.game_keys(game_id)
    return version_key, meta_key, state_key, keys.game(game_id, "turn")


def _snapshot(values) -> Snapshot | None:
    version, meta, state, turn = values
    if version is None or meta is None:
        return None
    return Snapshot(int(version), loads(meta), loads_state(state) if state else None,
                    loads(turn) if turn else {"since": {}})


def now_ms() -> int:
    """Wall-clock milliseconds (metadata timestamps only; rules never see the clock)."""
    return int(time.time() * 1000)
