"""The event feed's reads: a game's log and its chat together, in one order.

A move sits at (version, 0), a chat line at (version it was posted at, n >= 1) (chat.py). A line
posted at version V is appended after the commit of V, so any read that sees it can see V's log
entry; but the log is read first and the chat after it (or, waiting, an XREAD of both capped per
stream), so a line whose version was not among the log entries read is held back for the next
read. That keeps the feed in one order, and a cursor is one place in it."""
from shared.domain.feed import place

from . import keys
from .chat import decode_lines
from .cluster import is_cluster
from .gamelog import _BLOCK_SLICE, _decode


def _clip(lines: list, version: int) -> list:
    """The lines posted at or before `version` (the later ones wait for their log entry)."""
    return [(i, line) for i, line in lines if place(i)[0] <= version]


class FeedLog:
    """The feed half of the game repository (`self.redis` is the client)."""

    redis = None

    def read_feed(self, game_id: str, after: int, chat_after: str) -> tuple[list, list, str]:
        """(moves, lines, log stream id to wait from): the log entries (stream id, version,
        entry) with version > `after` and the chat lines (id, line) after `chat_after`."""
        newer, last_id = self.read_after(game_id, after)
        raw = self.redis.xrange(keys.chat(game_id), f"({chat_after}", "+")
        lines = decode_lines(raw) if raw else self._archived_chat(game_id, chat_after)
        known = max([after, *(v for _, v, _ in newer)])
        return newer, _clip(lines, known), last_id

    def _archived_chat(self, game_id: str, chat_after: str) -> list:
        found = self._archived(game_id)
        lines = found.chat_lines() if found else []
        return [(i, line) for i, line in lines if place(i) > place(chat_after)]

    def wait_feed(self, game_id: str, log_id: str, chat_after: str, known: int, seconds: float,
                  key: str | None = None) -> tuple[list, list, object]:
        """(moves, lines, value of `key`): one wait of at most a slice for the log entries after
        stream id `log_id` or the chat lines after `chat_after`; lines later than the newest
        version known (`known` or among the moves) are held back."""
        ask = {keys.log(game_id): log_id, keys.chat(game_id): chat_after}
        block = max(1, int(min(seconds, _BLOCK_SLICE) * 1000))
        if is_cluster(self.redis) or key is None:
            answer = self.redis.xread(ask, count=100, block=block)
            value = self.redis.get(key) if key else None
        else:
            pipe = self.redis.pipeline(transaction=False)
            pipe.xread(ask, count=100, block=block)
            pipe.get(key)
            answer, value = pipe.execute()
        moves, lines = [], []
        for stream, raw in answer or []:
            if stream.decode() == keys.log(game_id):
                moves = _decode(raw)
            else:
                lines = decode_lines(raw)
        known = max([known, *(v for _, v, _ in moves)])
        return moves, _clip(lines, known), value

