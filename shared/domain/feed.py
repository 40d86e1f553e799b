"""The event feed's one order over a game's moves and its chat, and the cursor into it.

A move is at (version, 0); a chat line at (the version it was posted at, its number n >= 1), and its
id is written "<version>-<n>" (shared/store/chat.py). A cursor is the place of the last thing a
reader has: "12" (move 12) or "12-3" (the third line posted at version 12). So a plain version, the
feed's cursor before chat existed, still means exactly what it did, and an SSE id (and so the
browser's Last-Event-ID) carries both halves."""
import re

CURSOR_PATTERN = r"^[0-9]{1,15}(-[0-9]{1,15})?$"
_CURSOR = re.compile(CURSOR_PATTERN)


def place(line_id: str) -> tuple[int, int]:
    """(version, n) of a cursor or a line id."""
    version, _, number = line_id.partition("-")
    return int(version), int(number or 0)


def valid_cursor(text: str) -> bool:
    """True when `text` is a cursor of the documented form."""
    return _CURSOR.fullmatch(text) is not None


class FeedCursor:
    """Where a reader is: the last version and the last chat line it has, and the log's stream id
    to wait from. `take` orders what a read found and moves the cursor past it."""

    def __init__(self, cursor: str, log_id: str = "0-0"):
        self.version, number = place(cursor)
        self.chat_after = f"{self.version}-{number}"
        self.log_id = log_id

    def take(self, moves: list, lines: list) -> list[tuple]:
        """The moves (stream id, version, entry) and lines (id, line) past the cursor, in the
        feed's order, as ("move", version, entry) and ("chat", id, line)."""
        if moves:
            self.log_id = moves[-1][0]
        items = [((v, 0), ("move", v, entry)) for _, v, entry in moves if v > self.version]
        items += [(place(i), ("chat", i, line)) for i, line in lines
                  if place(i) > place(self.chat_after)]
        items.sort(key=lambda pair: pair[0])
        for key, item in items:
            if item[0] == "move":
                self.version = key[0]
            else:
                self.chat_after = item[1]
        return [item for _, item in items]

    def text(self) -> str:
        """The cursor to send back: the last place this reader has."""
        if place(self.chat_after) > (self.version, 0):
            return self.chat_after
        return str(self.version)


def item_id(item: tuple) -> str:
    """The SSE id of a feed item: its place."""
    return str(item[1])
