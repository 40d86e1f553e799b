"""Reading a game's log (a Redis stream): every entry, the actions to replay, and a cheap bounded
wait for the next entries (XREAD BLOCK, never longer than asked). A compacted game has no stream:
its entries come from its record (archive.py), the same texts."""
import json
import time

from shared.domain.ports import LogEntry

from . import archive, keys
from .cluster import is_cluster
from .codec import loads_packed

_BLOCK_SLICE = 5.0  # seconds per XREAD: stays under the Redis client's socket timeout (10 s)


def _decode(raw) -> list[tuple[str, int, dict]]:
    return [(sid.decode(), int(f[b"v"]), loads_packed(f[b"e"])) for sid, f in raw]


class GameLog:
    """The log half of the game repository (`self.redis` is the client)."""

    redis = None

    def log(self, game_id: str, after: int = 0) -> list[LogEntry]:
        """Committed entries with version > `after`, oldest first."""
        out, raw = [], self.redis.xrange(keys.log(game_id))
        if not raw:   # no stream: a compacted game (or none)
            return archive.log_of(self._archived(game_id), after)
        for entry_id, fields in raw:
            version = int(fields[b"v"])
            if version > after:
                out.append(LogEntry(entry_id.decode(), version, loads_packed(fields[b"e"])))
        return out

    def _archived(self, game_id: str):
        """A compacted game's record, or None."""
        blob = self.redis.get(keys.archive(game_id))
        return archive.unpack(blob) if blob else None

    def actions(self, game_id: str) -> list[tuple]:
        """The (seat, action) pairs of every applied action, in order: the input of a replay."""
        return [(item.entry.get("seat"), action) for item in self.log(game_id)
                for action in item.entry.get("actions", ())]

    def read_after(self, game_id: str, after: int) -> tuple[list, str]:
        """(stream id, version, entry) with version > after, and the stream id to wait from."""
        raw = self.redis.xrange(keys.log(game_id))
        if not raw:   # no stream: a compacted game (or none)
            found = self._archived(game_id)
            stored = [(sid, v, json.loads(text)) for sid, v, text in found.stream()] if found else []
            return [item for item in stored if item[1] > after], stored[-1][0] if stored else "0-0"
        # only the newer entries are unpacked: a stream opened at the game's version (every
        # page's reconnect) unpacked the whole log, 1.9 ms of CPU for 150 versions
        newer = _decode([(sid, fields) for sid, fields in raw if int(fields[b"v"]) > after])
        return newer, raw[-1][0].decode()

    def wait_after(self, game_id: str, last_id: str, seconds: float) -> list:
        """Entries appended after stream id `last_id`, waiting up to `seconds` for the first."""
        deadline = time.monotonic() + seconds
        stream = keys.log(game_id)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            block = max(1, int(min(left, _BLOCK_SLICE) * 1000))
            answer = self.redis.xread({stream: last_id}, count=100, block=block)
            if answer:
                return _decode(answer[0][1])

    def wait_then_get(self, game_id: str, last_id: str, seconds: float, key: str) -> tuple:
        """(entries, value): one wait as wait_after's (at most a slice), then the value of `key` as
        it is when the wait ends. One round trip on one Redis: the GET queues behind the blocked
        XREAD; two on a cluster, whose nodes would answer the pair in any order."""
        ask = {keys.log(game_id): last_id}
        block = max(1, int(min(seconds, _BLOCK_SLICE) * 1000))
        if is_cluster(self.redis):
            answer = self.redis.xread(ask, count=100, block=block)
            value = self.redis.get(key)
        else:
            pipe = self.redis.pipeline(transaction=False)
            pipe.xread(ask, count=100, block=block)
            pipe.get(key)
            answer, value = pipe.execute()
        return (_decode(answer[0][1]) if answer else []), value
