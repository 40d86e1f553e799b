"""Table chat in Redis: each game's lines in a stream beside its log (keys.chat), the creator's chat
settings, players' mutes and the moderators' list of reports.

A line's stream id is "<version>-<n>": the game's version when it was posted (read in the same
script that appends it, so it is ordered exactly against the commits) and its number at that
version. A move's place in the feed is (version, 0), a line's (version, n >= 1): one order over
both streams, and a feed cursor is a place in it (shared/domain/feed.py). Lines are never part
of the game's state, log, replay or version."""
import json

from shared.domain.feed import place

from . import archive, keys
from .scripts import Lua, execute

REPORTS_KEPT = 10_000

# KEYS: 1 the game's version, 2 its chat stream, 3 the poster's rate counter
# ARGV: 1 line JSON, 2 lines allowed per window, 3 window seconds, 4 lines kept
# Returns {"ok", id} | {"rate", seconds until the window ends} | {"gone", 0} (no live game)
_POST = Lua("""
local version = redis.call("GET", KEYS[1])
if not version then return {"gone", 0} end
local n = redis.call("INCR", KEYS[3])
if n == 1 then redis.call("EXPIRE", KEYS[3], tonumber(ARGV[3])) end
if n > tonumber(ARGV[2]) then return {"rate", redis.call("TTL", KEYS[3])} end
local last = redis.call("XREVRANGE", KEYS[2], "+", "-", "COUNT", 1)
local number = 1
if last[1] then
  local v, k = string.match(last[1][1], "^(%d+)-(%d+)$")
  if v == version then number = tonumber(k) + 1 end
end
local id = version .. "-" .. number
redis.call("XADD", KEYS[2], "MAXLEN", "~", ARGV[4], id, "m", ARGV[1])
return {"ok", id}
""")

_SET = Lua("""
if redis.call("EXISTS", KEYS[1]) == 0 then return 0 end
redis.call("HSET", KEYS[2], "spectators_write", ARGV[1])
return 1
""")


def decode_lines(raw) -> list[tuple[str, dict]]:
    """(id, line) of the entries of a chat stream as XRANGE or XREAD answer them."""
    return [(sid.decode(), json.loads(fields[b"m"])) for sid, fields in raw]


class ChatStore:
    """Chat lines, chat settings, mutes and reports (`redis`: the game store's client)."""

    def __init__(self, redis):
        self.redis = redis

    def post(self, game_id: str, line: dict, player_id: str, rate: tuple[int, int],
             keep: int) -> tuple[str, object]:
        """Append a line unless the poster is over `rate` (lines, seconds): ("ok", id),
        ("rate", seconds to wait) or ("gone", None) when the game has no live keys (compacted)."""
        script_keys = [keys.game(game_id, "version"), keys.chat(game_id),
                       keys.chat_rate(game_id, player_id)]
        args = [json.dumps(line, sort_keys=True), rate[0], rate[1], keep]

        def build(pipe):
            _POST.queue(pipe, script_keys, args)
            return [_POST]
        status, value = execute(self.redis, build)[0]
        value = value.decode() if isinstance(value, bytes) else value
        return status.decode(), value

    def lines(self, game_id: str, after: str = "0-0", limit: int = 100) -> list[tuple[str, dict]]:
        """Lines with an id after `after`, oldest first (at most `limit`), live or compacted."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.xrange(keys.chat(game_id), f"({after}", "+", count=limit)
        pipe.exists(keys.archive(game_id))
        raw, compacted = pipe.execute()
        if raw or not compacted:
            return decode_lines(raw)
        return [(i, line) for i, line in self.archived_lines(game_id) if _after(i, after)][:limit]

    def archived_lines(self, game_id: str) -> list[tuple[str, dict]]:
        """The lines a compacted game kept ([] for a live game or none)."""
        blob = self.redis.get(keys.archive(game_id))
        return archive.unpack(blob).chat_lines() if blob else []

    def line(self, game_id: str, line_id: str) -> dict | None:
        """One line by id, live or compacted, or None."""
        raw = self.redis.xrange(keys.chat(game_id), line_id, line_id)
        if raw:
            return decode_lines(raw)[0][1]
        return dict(self.archived_lines(game_id)).get(line_id)

    def settings(self, game_id: str) -> dict:
        """The settings the creator changed: {"spectators_write": bool} or {}."""
        raw = self.redis.hget(keys.chat_settings(game_id), "spectators_write")
        return {} if raw is None else {"spectators_write": raw == b"1"}

    def set_spectators_write(self, game_id: str, allowed: bool) -> bool:
        """Open or close the chat to spectators' lines; False when the game has no live keys."""
        script_keys = [keys.game(game_id, "version"), keys.chat_settings(game_id)]

        def build(pipe):
            _SET.queue(pipe, script_keys, ["1" if allowed else "0"])
            return [_SET]
        return bool(execute(self.redis, build)[0])

    def mute(self, player_id: str, name: str) -> None:
        """Hide the lines of players called `name` from `player_id`."""
        self.redis.sadd(keys.mutes(player_id), name)

    def unmute(self, player_id: str, name: str) -> bool:
        """Show them again; False if they were not muted."""
        return bool(self.redis.srem(keys.mutes(player_id), name))

    def mutes(self, player_id: str) -> set[str]:
        """The names a player muted."""
        return {name.decode() for name in self.redis.smembers(keys.mutes(player_id))}

    def report(self, record: dict) -> None:
        """Keep a report for the moderators (newest first, the last REPORTS_KEPT)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(keys.CHAT_REPORTS, json.dumps(record, sort_keys=True))
        pipe.ltrim(keys.CHAT_REPORTS, 0, REPORTS_KEPT - 1)
        pipe.execute()

    def reports(self, limit: int = 100) -> list[dict]:
        """The newest reports first."""
        return [json.loads(r) for r in self.redis.lrange(keys.CHAT_REPORTS, 0, limit - 1)]



def _after(line_id: str, after: str) -> bool:
    return place(line_id) > place(after)
