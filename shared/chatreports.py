"""`pithead chat-reports`: the reported table-chat lines, newest first, for a moderator (one JSON
object a line: game_id, line_id, the line as written with its poster's id, reason, by, at)."""
import json

from shared import config
from shared.store import ChatStore, connect_store


def add_arguments(parser) -> None:
    """The subcommand's options."""
    parser.add_argument("--limit", type=int, default=100, help="how many (default 100)")


def run(args) -> int:
    """Print the newest reports from the store at REDIS_URL (or REDIS_CLUSTER_URL)."""
    store = ChatStore(connect_store(config.settings()))
    for report in store.reports(max(1, args.limit)):
        print(json.dumps(report, ensure_ascii=False, sort_keys=True))
    return 0
