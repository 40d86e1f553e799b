"""Enqueueing on a real Redis broker from a cold process: the first moves of an API worker arrive
on several threads at once, and every task they enqueue must reach the queue. Celery's lazy module
and producer pool raced when set up concurrently (`ImportError: cannot import name 'Celery'`), and
the task was lost until the reconciler found the game: 3 of 20 cold starts lost one before the fix."""
import subprocess
import sys
import uuid

from shared.store import connect

THREADS, COLD_STARTS = 32, 20

FIRST_MOVES = """
import sys, threading
from shared.adapters.queue import CeleryQueue
enqueue = CeleryQueue(sys.argv[1], sys.argv[2])
start = threading.Barrier({threads})
def first_move():
    start.wait()
    enqueue("pithead.system_step", {{"game_id": "g", "expected_version": 1}})
threads = [threading.Thread(target=first_move) for _ in range({threads})]
[t.start() for t in threads]
[t.join() for t in threads]
""".format(threads=THREADS)


def test_every_task_of_a_cold_process_is_queued(redis_url):
    redis, queue = connect(redis_url), f"cold-{uuid.uuid4().hex}"
    try:
        for _ in range(COLD_STARTS):
            run = subprocess.run([sys.executable, "-c", FIRST_MOVES, redis_url, queue],
                                 capture_output=True, text=True, timeout=60)
            assert "enqueue failed" not in run.stderr, run.stderr[-2000:]
            assert redis.llen(queue) == THREADS
            redis.delete(queue)
    finally:
        redis.delete(queue)
        redis.close()
