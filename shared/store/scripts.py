"""Lua scripts that can ride in a pipeline without redis-py's extra SCRIPT EXISTS round trip."""
import hashlib

from redis.exceptions import NoScriptError


class Lua:
    """A script called by EVALSHA; loaded on first NOSCRIPT (a restarted Redis forgets scripts)."""

    def __init__(self, source: str):
        self.source = source
        self.sha = hashlib.sha1(source.encode()).hexdigest()

    def queue(self, pipe, keys: list, args: list) -> None:
        """Add a call of the script to `pipe` (or run it at once on a plain client)."""
        pipe.evalsha(self.sha, len(keys), *keys, *args)


def execute(redis, build) -> list:
    """Run the pipeline `build(pipe)` fills; on NOSCRIPT load the scripts it names and run it again."""
    for attempt in (0, 1):
        pipe = redis.pipeline(transaction=False)
        scripts = build(pipe)
        try:
            return pipe.execute()
        except NoScriptError:
            if attempt:
                raise
            for script in scripts:
                redis.script_load(script.source)
    raise AssertionError("unreachable")
