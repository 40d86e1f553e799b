"""Finished games compacted into one compressed record, and the reads that fall back to it.

A finished game whose follow-ups are done (shared/domain/compaction.py) is packed from its version,
meta, state, turn record, clock hash and log stream into `keys.archive(id)`: zlib over the stored
texts exactly as they were (one per line: canonical JSON never holds a raw newline), so every read
parses the same text and every route answers the same bytes. One Lua script (single-slot: every key
is the game's, the per-bucket sets share its tag) checks that nothing changed since the read, writes
the record, deletes the live keys and moves the game from its bucket's "to compact" set to its
"archived" set. The hash of recorded answers (keys.answers) is left alone: it expires by its own TTL
(a day after the game's last keyed write), so a retried request replays the same answer before and
after compaction (README, "Finished games"); retention deletes it with the record.

The table chat (keys.chat, never part of the state) is packed with it: its last ARCHIVED_CHAT lines,
after the log's texts, so the chat stays readable; the record is then read-only, chat included.
"""
import json
import zlib
from dataclasses import dataclass, field

from shared.domain.ports import LogEntry, Snapshot

from . import buckets, keys
from .codec import loads, loads_state
from .codec import unpack as plain_text
from .scripts import Lua, execute

MAGIC = b"PA1\n"
LEVEL = 9   # compaction runs once per game, off the request path: the smallest record is worth it
ARCHIVED_CHAT = 300   # chat lines a finished game keeps (its last ones)

_COMPACT = Lua("""
-- KEYS: 1 version, 2 meta, 3 state, 4 log, 5 turn, 6 clock, 7 deliveries, 8 archive,
--       9 the bucket's to-compact set, 10 the bucket's archived set, 11 recent commits,
--       12 chat stream, 13 chat settings
-- ARGV: 1 expected version, 2 log length read, 3 record, 4 game id, 5 finished at (ms),
--       6 the id of the last chat line read ("" when none)
if redis.call("EXISTS", KEYS[8]) == 1 then
  redis.call("ZREM", KEYS[9], ARGV[4])
  return "archived"
end
if redis.call("GET", KEYS[1]) ~= ARGV[1] or redis.call("XLEN", KEYS[4]) ~= tonumber(ARGV[2]) then
  return "stale"
end
local chat = redis.call("XREVRANGE", KEYS[12], "+", "-", "COUNT", 1)
if (chat[1] and chat[1][1] or "") ~= ARGV[6] then
  return "stale"
end
redis.call("SET", KEYS[8], ARGV[3])
redis.call("DEL", KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[11],
           KEYS[12], KEYS[13])
redis.call("ZREM", KEYS[9], ARGV[4])
redis.call("ZADD", KEYS[10], ARGV[5], ARGV[4])
return "ok"
""")

_EXPIRE = Lua("""
-- KEYS: 1 archive, 2 deliveries, 3 the bucket's archived set, 4 answers; ARGV: 1 game id
redis.call("DEL", KEYS[1], KEYS[2], KEYS[4])
return redis.call("ZREM", KEYS[3], ARGV[1])
""")


@dataclass
class Archived:
    """What a compacted game keeps: the stored texts of its parts, and its log entries."""

    version: int
    meta: bytes
    state: bytes
    turn: bytes
    entries: list = field(default_factory=list)   # (version, entry text), oldest first
    clock: dict = field(default_factory=dict)
    chat: list = field(default_factory=list)      # JSON texts [line id, line], oldest first

    def snapshot(self) -> Snapshot:
        """The game as GameStore.load reads it live."""
        state = loads_state(self.state) if self.state else None
        return Snapshot(self.version, loads(self.meta), state,
                        loads(self.turn) if self.turn else {"since": {}})

    def stream(self) -> list[tuple[str, int, bytes]]:
        """(stream id, version, entry text): the ids stand in for the deleted stream's (no entry
        follows a finished game's last, so a reader waiting after one waits as it did)."""
        return [(f"0-{version}", version, text) for version, text in self.entries]

    def chat_lines(self) -> list[tuple[str, dict]]:
        """(id, line) of the chat lines kept, oldest first."""
        return [tuple(json.loads(text)) for text in self.chat]


def pack(archived: Archived) -> bytes:
    """The compressed record of a game."""
    versions = [v for v, _ in archived.entries]
    first = versions[0] if versions else 1
    header = {"version": archived.version, "clock": archived.clock, "first": first}
    if archived.chat:
        header["chat"] = len(archived.chat)
    if versions != list(range(first, first + len(versions))):
        header["versions"] = versions   # never seen: each commit appends the next version
    lines = [json.dumps(header, sort_keys=True).encode(), archived.meta, archived.state,
             archived.turn, *(text for _, text in archived.entries), *archived.chat]
    return MAGIC + zlib.compress(b"\n".join(lines), LEVEL)


def unpack(blob: bytes) -> Archived:
    """A game from its compressed record."""
    if not blob.startswith(MAGIC):
        raise ValueError("not a compacted game")
    header, meta, state, turn, *texts = zlib.decompress(blob[len(MAGIC):]).split(b"\n")
    head = json.loads(header)
    chat = texts[len(texts) - head.get("chat", 0):] if head.get("chat") else []
    texts = texts[:len(texts) - len(chat)]
    versions = head.get("versions") or range(head["first"], head["first"] + len(texts))
    return Archived(head["version"], meta, state, turn, list(zip(versions, texts)), head["clock"],
                    chat)


class GameArchive:
    """The archive half of the game repository (`self.redis` is the client)."""

    redis = None

    def archived(self, game_id: str) -> Archived | None:
        """A compacted game, or None."""
        blob = self.redis.get(keys.archive(game_id))
        return unpack(blob) if blob else None

    def note_finished(self, game_id: str, finished_ms: int) -> None:
        """List a finished game in its bucket's set of games to compact."""
        self.redis.zadd(keys.to_compact(keys.bucket(game_id)), {game_id: finished_ms})

    def to_compact(self, before_ms: int, limit: int) -> list[str]:
        """Finished games listed before `before_ms` and not compacted yet, earliest first."""
        return [g for g, _ in buckets.due(self.redis, keys.to_compact, before_ms, limit)]

    def compact(self, game_id: str, expected_version: int, finished_ms: int) -> str:
        """Collapse a finished game into its record: "ok", "archived" (it was already), "stale"
        (it changed since `expected_version`) or "missing"."""
        live = self._read_live(game_id)
        if live is None:
            return "archived" if self.redis.exists(keys.archive(game_id)) else "missing"
        archived, length, last_line = live
        if archived.version != expected_version:
            return "stale"
        bucket = keys.bucket(game_id)
        script_keys = [*keys.game_keys(game_id), keys.turn(game_id), keys.clock(game_id),
                       keys.game_deliveries(game_id), keys.archive(game_id),
                       keys.to_compact(bucket), keys.archived(bucket), keys.commits(game_id),
                       keys.chat(game_id), keys.chat_settings(game_id)]
        args = [expected_version, length, pack(archived), game_id, finished_ms, last_line]
        answer = _run(self.redis, _COMPACT, script_keys, args)
        return answer.decode() if isinstance(answer, bytes) else answer

    def _read_live(self, game_id: str) -> tuple[Archived, int, str] | None:
        """The live parts of a game, its log's length and its last chat line's id ("" when it
        has none), or None when it has no version key."""
        version_key, meta_key, state_key, log_key = keys.game_keys(game_id)
        pipe = self.redis.pipeline(transaction=False)
        pipe.mget(version_key, meta_key, state_key, keys.turn(game_id))
        pipe.xrange(log_key)
        pipe.hgetall(keys.clock(game_id))
        pipe.xrevrange(keys.chat(game_id), count=ARCHIVED_CHAT)
        (version, meta, state, turn), stream, clock, chat = pipe.execute()
        if version is None or meta is None:
            return None
        entries = [(int(f[b"v"]), plain_text(f[b"e"])) for _, f in stream]   # zlib packs plain best
        lines = [json.dumps([i.decode(), json.loads(f[b"m"])], sort_keys=True).encode()
                 for i, f in reversed(chat)]
        whole = Archived(int(version), meta, state or b"", turn or b"", entries,
                         {k.decode(): v.decode() for k, v in clock.items()}, lines)
        return whole, len(entries), chat[0][0].decode() if chat else ""

    def archived_before(self, before_ms: int, limit: int) -> list[str]:
        """Compacted games that finished before `before_ms`, earliest first."""
        return [g for g, _ in buckets.due(self.redis, keys.archived, before_ms, limit)]

    def delete_archived(self, game_id: str, game_name: str | None, players: set) -> bool:
        """Delete a compacted game for good, and its entries in the indexes; False if gone."""
        script_keys = [keys.archive(game_id), keys.game_deliveries(game_id),
                       keys.archived(keys.bucket(game_id)), keys.answers(game_id)]
        removed = _run(self.redis, _EXPIRE, script_keys, [game_id])
        pipe = self.redis.pipeline(transaction=False)   # other slots: after the game's own keys
        pipe.zrem(keys.INDEX_ALL, game_id)
        pipe.zrem(keys.status_index("finished"), game_id)
        for player_id in players:
            pipe.zrem(keys.player_games(player_id), game_id)
        if game_name:
            pipe.srem(keys.rated_games(game_name), game_id)
        pipe.execute()
        return bool(removed)


def _run(redis, script: Lua, script_keys: list, args: list):
    """One script's answer (loaded first if Redis forgot it)."""
    def build(pipe):
        script.queue(pipe, script_keys, args)
        return [script]
    return execute(redis, build)[0]


def snapshot_of(blob: bytes | None) -> Snapshot | None:
    """The snapshot of a compacted game's record, or None."""
    return unpack(blob).snapshot() if blob else None


def log_of(archived: Archived | None, after: int = 0) -> list[LogEntry]:
    """A compacted game's log entries with version > `after`."""
    if archived is None:
        return []
    return [LogEntry(sid, version, loads(text)) for sid, version, text in archived.stream()
            if version > after]
