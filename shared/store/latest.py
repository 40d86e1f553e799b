"""Each game's latest committed state as this process last saw it: what a move is applied to when
its request makes one round trip to Redis (GameRequest in shared/api).

An entry is the stored texts of one version, with the head of the game's commit list
("<commit id>=<version>", keys.commits) that names the write that made it. The commit script takes
such a move only if the version and that head are still the stored ones, so an entry that missed a
write of another process, or a version number a failover gave out twice, costs a retry and never a
move applied to the wrong state. A game whose commit list expired (no write for two minutes) has no
usable entry until it is read or written again. Bounded: the least recently used entry goes first.
"""
from collections import OrderedDict
from dataclasses import dataclass
from threading import Lock

from shared.domain.ports import Snapshot

from .codec import loads, loads_state

LIMIT = 2048    # games per process; a state is a few KiB of text, so a few MiB in all


@dataclass(frozen=True)
class Latest:
    """The stored texts of one version of a game, and the commit-list head that made it."""

    version: int
    head: str | None
    meta: str | bytes
    state: str | bytes | None
    turn: str | bytes | None

    def snapshot(self) -> Snapshot:
        """A fresh snapshot (decoded anew: a handler may change what it is given)."""
        return Snapshot(self.version, loads(self.meta), loads_state(self.state) if self.state else None,
                        loads(self.turn) if self.turn else {"since": {}})


class LatestGames:
    """game id -> Latest, bounded, safe to share between a process's threads."""

    def __init__(self, limit: int = LIMIT):
        self.limit = limit
        self._games: OrderedDict[str, Latest] = OrderedDict()
        self._lock = Lock()

    def get(self, game_id: str) -> Latest | None:
        """The entry of a game, if this process holds one."""
        with self._lock:
            latest = self._games.get(game_id)
            if latest is not None:
                self._games.move_to_end(game_id)
            return latest

    def note(self, game_id: str, latest: Latest, authoritative: bool = False) -> None:
        """Keep `latest` unless a newer version is held (`authoritative`: what Redis answered
        inside the commit script, kept whatever is held)."""
        with self._lock:
            held = self._games.get(game_id)
            if held is not None and held.version > latest.version and not authoritative:
                return
            self._games[game_id] = latest
            self._games.move_to_end(game_id)
            while len(self._games) > self.limit:
                self._games.popitem(last=False)

    def committed(self, game_id: str, expected: int, latest: Latest) -> None:
        """Keep what a commit at `expected` wrote; its state or turn text None: unchanged, so taken
        from the entry at `expected` (or the game is forgotten when that is not held)."""
        held = self.get(game_id)
        if latest.state is None or latest.turn is None:
            if held is None or held.version != expected:
                self.forget(game_id)
                return
            latest = Latest(latest.version, latest.head, latest.meta,
                            held.state if latest.state is None else latest.state,
                            held.turn if latest.turn is None else latest.turn)
        self.note(game_id, latest)

    def forget(self, game_id: str) -> None:
        """Drop a game's entry."""
        with self._lock:
            self._games.pop(game_id, None)


LATEST = LatestGames()


def head_text(raw) -> str | None:
    """The commit-list head as text (None when the list is gone)."""
    if raw is None or raw is False or raw == b"" or raw == "":
        return None
    return raw.decode() if isinstance(raw, bytes) else raw
