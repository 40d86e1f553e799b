"""Table chat on a real Redis Cluster: the post script (version, stream and rate counter in one
slot) and the feed's blocking read over the game's log and its chat, two streams of one slot."""
import threading
import uuid

from shared.domain.feed import FeedCursor
from shared.store import ChatStore, GameStore


def _meta(game_id):
    return {"id": game_id, "status": "open", "created_at": 1, "updated_at": 1}


def test_a_chat_line_wakes_the_feed_on_the_cluster_in_its_place(redis):
    store, chat, gid = GameStore(redis), ChatStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"})
    moves, lines, log_id = store.read_feed(gid, 0, "0-0")
    cursor = FeedCursor("0", log_id)
    assert [kind for kind, _, _ in cursor.take(moves, lines)] == ["move"]
    timer = threading.Timer(0.3, chat.post, (gid, {"name": "ada", "text": "hi"}, "p", (5, 10), 300))
    timer.start()
    moves, lines, _ = store.wait_feed(gid, cursor.log_id, cursor.chat_after, cursor.version, 5)
    timer.join()
    assert moves == [] and [(i, line["text"]) for i, line in lines] == [("1-1", "hi")]
    assert chat.post(gid, {"name": "ada", "text": "again"}, "p", (1, 10), 300)[0] == "rate"
