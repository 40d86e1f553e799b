"""The game repository: snapshots, the version-checked commit, the log and the indexes."""
import secrets
from pathlib import Path

from shared.domain.errors import ReplayedRequest, StaleVersion
from shared.domain.ports import Idempotency, Snapshot

from . import buckets, keys
from .archive import GameArchive, snapshot_of
from .codec import dumps, loads, loads_answer, loads_state, pack, pack_answer
from .durable import Durability, commit_trip
from .feed import FeedLog
from .gamelog import GameLog
from .gate import Gate, GateClosed
from .idempotency import Lock
from .latest import LATEST, Latest, head_text
from .scripts import Lua

_COMMIT = Lua((Path(__file__).parent / "commit.lua").read_text())


class GameStore(GameLog, FeedLog, GameArchive):
    """Games in Redis: one atomic Lua write per change, reads by MGET of slot-mates (a compacted
    game's record among them: archive.py)."""

    def __init__(self, redis, idempotency_ttl: int = 86400, durability: Durability = Durability()):
        self.redis = redis
        self.idempotency_ttl = idempotency_ttl
        self.durability = durability   # replicas a commit waits for before it is acknowledged

    def ping(self) -> bool:
        """True when Redis answers (raises when it does not)."""
        return bool(self.redis.ping())

    def load(self, game_id: str) -> Snapshot | None:
        """The current snapshot of a game, or None if there is no such game."""
        pipe = self.redis.pipeline(transaction=False)
        _queue_read(pipe, game_id)
        return _read(game_id, *pipe.execute())

    def open(self, game_id: str, lock: Lock | None, player_id: str | None, client_key: str | None):
        """In one round trip, in this order: take `lock` (SET NX), read the recorded answer of
        `client_key`, load the game. Returns (lock taken, record or None, snapshot or None)."""
        pipe = self.redis.pipeline(transaction=False)
        queue_open(pipe, game_id, lock, player_id, client_key)
        return read_open(pipe.execute(), lock, client_key, game_id)

    def commit(self, game_id: str, expected_version: int, meta: dict, state: dict | None,
               entry: dict, idempotency: Idempotency | None = None, turn: dict | None = None,
               lock: Lock | None = None, reads=(), waits: bool | None = None,
               status_changed: bool = False, gate: Gate | None = None) -> int:
        """Write atomically if the version is still `expected_version`; return the new version.
        In the same step: the answer to record, the new turn record if given, the release of
        `lock` (a marker in this game), the game in (or out of) its bucket's set of games that wait
        for the system or a bot (`waits`; None leaves it), and with `status_changed` a note that
        its status indexes must follow (cleared by `index`), and with `gate` the request's own
        checks first (gate.py). In the same round trip (not the same atomic step): `reads`,
        the repositories' reads that the write's follow-ups need (each gets its `value`).

        Raises StaleVersion when the game moved on, ReplayedRequest when the key was used,
        GateClosed when the gate refused."""
        lock = lock if lock and lock.held and lock.game_id == game_id else None
        gate = gate if gate and not gate.passed and gate.game_id == game_id else None
        reads, commit_id, texts = list(reads), secrets.token_hex(8), []

        def write(pipe):
            texts[:] = queue_commit(pipe, game_id, expected_version, meta, state, entry,
                                    idempotency, turn, lock, self.idempotency_ttl, waits,
                                    status_changed, commit_id, gate)
            return [_COMMIT]

        def queue_reads(pipe):
            for each in reads:   # a write that rides (NoteRide) is kept only if this commit is
                ride = getattr(each, "queue_after_commit", None)
                if ride is None:
                    each.queue(pipe)
                else:
                    ride(pipe, keys.commits(game_id), f"{commit_id}={expected_version + 1}")

        (status, *values), *answers = commit_trip(self.redis, write, queue_reads,
                                                  keys.log(game_id), self.durability)
        status = status.decode() if isinstance(status, bytes) else status
        if gate is not None:
            _pass(gate, status, values)
        if status == "stale":
            raise StaleVersion(expected_version, int(values[0]), _stored(game_id, values))
        if status == "replay":
            raise ReplayedRequest(loads_answer(values[0], game_id))
        if lock:
            lock.held = False
        for read in reads:
            answers = read.settle(answers)
        version = int(values[0])
        LATEST.committed(game_id, expected_version, Latest(version, f"{commit_id}={version}", *texts))
        return version

    def idempotency_record(self, game_id: str, player_id: str, key: str) -> dict | None:
        """The recorded first answer to a player's Idempotency-Key on a game, if any."""
        raw = self.redis.hget(keys.answers(game_id), keys.answer_field(player_id, key))
        return loads_answer(raw, game_id) if raw else None

    def mark_requeued(self, game_id: str, version: int, ms: int, work: str = "") -> bool:
        """True at most once per `ms` for a game's `work` at one version (a marker that expires)."""
        return bool(self.redis.set(keys.requeued(game_id, version, work), 1, nx=True, px=ms))

    def waiting(self, before_ms: int) -> list[str]:
        """Games that wait for the system or a bot since before `before_ms`, longest first (all of
        them: each bucket's set is read in pages, pipelined over the buckets)."""
        return [game_id for game_id, _ in buckets.due(self.redis, keys.waiting, before_ms)]

    # -- indexes (outside the per-game slot, so written after the commit) ------------------
    def index(self, game_id: str, created_ms: int, status: str, previous: str | None = None) -> None:
        """Record a game under its status (moving it out of `previous`); the commit's note that
        the move is due goes with it."""
        # no MULTI: on a cluster these sets live in different slots; the note is cleared only
        # once the moves are done, so a half-done move stays noted for the reconciler to repair
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(keys.INDEX_ALL, {game_id: created_ms})
        if previous and previous != status:
            pipe.zrem(keys.status_index(previous), game_id)
        pipe.zadd(keys.status_index(status), {game_id: created_ms})
        pipe.execute()
        self.redis.zrem(keys.index_moves(keys.bucket(game_id)), game_id)

    def index_moves_due(self, before_ms: int) -> list[str]:
        """Games whose status changed before `before_ms` and whose status indexes never followed
        (a process died between the commit and `index`)."""
        return [game_id for game_id, _ in buckets.due(self.redis, keys.index_moves, before_ms)]

    def list_ids(self, status: str | None, offset: int = 0, limit: int = 50) -> list[str]:
        """Game ids, newest first, optionally of one status."""
        key = keys.status_index(status) if status else keys.INDEX_ALL
        return [i.decode() for i in self.redis.zrevrange(key, offset, offset + limit - 1)]

    def load_many(self, game_ids: list[str]) -> list[Snapshot]:
        """Snapshots (version and meta only) of several games, skipping vanished ones, pipelined."""
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            version_key, meta_key, _, _ = keys.game_keys(game_id)
            pipe.mget(version_key, meta_key, keys.archive(game_id))
        out = []
        for version, meta, record in pipe.execute():
            if version is not None and meta is not None:
                out.append(Snapshot(int(version), loads(meta), None))
            elif record is not None:   # compacted
                whole = snapshot_of(record)
                out.append(Snapshot(whole.version, whole.meta, None))
        return out


def queue_commit(pipe, game_id: str, expected_version: int, meta: dict, state: dict | None,
                 entry: dict, idempotency: Idempotency | None, turn: dict | None, lock: Lock | None,
                 idempotency_ttl: int, waits: bool | None = None, status_changed: bool = False,
                 commit_id: str | None = None, gate: Gate | None = None) -> list:
    """Queue the commit script on `pipe` (GameStore.commit's write; answers ["ok", version] |
    ["stale", current version] | ["replay", recorded answer], and with `gate` its refusals).
    Returns the texts written: [meta, state or None (kept), turn record or None (kept)]."""
    version_key, meta_key, state_key, log_key = keys.game_keys(game_id)
    field = keys.answer_field(idempotency.player_id, idempotency.key) if idempotency else ""
    # entries and answers packed (codec.pack): half the bytes or less while the game is played
    answer = pack_answer(dumps(idempotency.record), game_id) if idempotency else ""
    texts = [dumps(meta), None if state is None else dumps(state),
             None if turn is None else dumps(turn)]
    args = [expected_version, texts[0], texts[1] or "", pack(dumps(entry)), answer,
            idempotency_ttl, keys.channel(game_id), texts[2] or "",
            lock.token if lock else "", "" if waits is None else "1" if waits else "0",
            meta.get("updated_at", 0), game_id, "1" if status_changed else "", field,
            commit_id or secrets.token_hex(8)]
    number = keys.bucket(game_id)
    marker = lock.key if lock else gate.marker if gate and gate.marker else keys.unused_marker(game_id)
    script_keys = [version_key, meta_key, state_key, log_key, keys.answers(game_id),
                   keys.turn(game_id), marker, keys.waiting(number), keys.index_moves(number),
                   keys.commits(game_id)]
    if gate is not None:
        script_keys, args = script_keys + gate.script_keys(), args + gate.script_args()
    _COMMIT.queue(pipe, script_keys, args)
    return texts


def queue_open(pipe, game_id: str, lock: Lock | None, player_id: str | None,
               client_key: str | None) -> None:
    """Queue GameStore.open's commands on `pipe` (another round trip may carry them)."""
    if lock:
        pipe.set(lock.key, lock.token, nx=True, px=lock.ms)
    if client_key:
        pipe.hget(keys.answers(game_id), keys.answer_field(player_id, client_key))
    _queue_read(pipe, game_id)


def read_open(answers: list, lock: Lock | None, client_key: str | None, game_id: str):
    """(lock taken, record or None, snapshot or None) from the answers to `queue_open`."""
    answers = list(answers)
    taken = bool(answers.pop(0)) if lock else True
    if lock:
        lock.held = taken
    raw = answers.pop(0) if client_key else None
    return taken, loads_answer(raw, game_id) if raw else None, _read(game_id, *answers)


def _queue_read(pipe, game_id: str) -> None:
    """A load's commands: the game's keys, and the head of its commit list (latest.py)."""
    pipe.mget(*_read_keys(game_id))
    pipe.lindex(keys.commits(game_id), 0)


def _read(game_id: str, values, head) -> Snapshot | None:
    """The snapshot of a load's answers; a live game's texts are kept as its latest (latest.py)."""
    version, meta, state, turn, _ = values
    if version is not None and meta is not None:
        LATEST.note(game_id, Latest(int(version), head_text(head), meta, state, turn))
    return _snapshot(values)


def _pass(gate: Gate, status: str, values: list) -> None:
    """Raise GateClosed if the script refused before its checks were done; else the gate passed."""
    if status in ("limited", "owner", "busy"):
        raise GateClosed(status, *values)
    gate.passed = True


def _stored(game_id: str, values: list) -> Snapshot | None:
    """The game a gated commit's stale answer carries (kept as its latest), or None without it."""
    if len(values) < 5:
        return None
    version, meta, state, turn, head = values
    if not meta:
        LATEST.forget(game_id)
        return None
    latest = Latest(int(version), head_text(head), meta, state or None, turn or None)
    LATEST.note(game_id, latest, authoritative=True)
    return latest.snapshot()


def _read_keys(game_id: str) -> tuple[str, str, str, str, str]:
    """What a load reads: version, meta, state, the turn record and the record of a compacted
    game (all in the game's slot; a live game has no record, a compacted one nothing else)."""
    version_key, meta_key, state_key, _ = keys.game_keys(game_id)
    return version_key, meta_key, state_key, keys.turn(game_id), keys.archive(game_id)


def _snapshot(values) -> Snapshot | None:
    version, meta, state, turn, record = values
    if version is None or meta is None:
        return snapshot_of(record)
    return Snapshot(int(version), loads(meta), loads_state(state) if state else None,
                    loads(turn) if turn else {"since": {}})
