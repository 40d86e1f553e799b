"""What a notification costs the write path (`python -m tests.bench.notify`): record_notification
after a commit (one round trip: the note created once, the settings and push count read with it)
for a person with no channel on, and for one with a verified address (plus the outbox and the
enqueue, recorded here), on a Redis of its own; microseconds a call."""
import tempfile
import time
from pathlib import Path

from shared import redis_server
from shared.bootstrap import context_on
from shared.domain import RegisterPlayer, handle, inbox
from shared.store import connect

CALLS = 2000


def _rate(ctx, player_id: str, label: str) -> None:
    started = time.perf_counter()
    for n in range(CALLS):
        inbox.record_notification(ctx, player_id, "your_turn", f"{label}:{n}", {"game_id": "g"})
    micros = (time.perf_counter() - started) / CALLS * 1e6
    print(f"record_notification, {label}: {micros:.0f} us a call ({CALLS} calls)")


def main() -> None:
    """Print the figures."""
    proc, url = redis_server.start(Path(tempfile.mkdtemp(prefix="pithead-notify-")),
                                   fsync="everysec")
    try:
        ctx = context_on(connect(url))
        quiet = handle(ctx, RegisterPlayer("quiet")).body["id"]
        _rate(ctx, quiet, "no channel on")
        mailed = handle(ctx, RegisterPlayer("mailed")).body["id"]
        ctx.notifications.save_setting(mailed, "email", {"address": "a@b.cd", "verified": True})
        _rate(ctx, mailed, "a verified address")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    main()
