"""The gunicorn worker class of every service: gthread, with two thread pools and connections spread
over the workers.

Two pools. Requests are short (a few milliseconds of CPU) except `GET /v1/games/{id}/events`, which
may be held for up to 30 s. A pool large enough for many held requests let 32 short requests run
at once in one process, where they took turns on the GIL: 0.3 ms more CPU each and a p99 latency
twice the median (measured with tests/bench/http.py). So short requests run on a small pool
(`threads`, in arrival order) and held ones on their own (`PITHEAD_HELD_THREADS`); the request line
is peeked from the socket, before any thread takes the request, to choose.

Balance. Workers race for each new connection on the shared socket, and the winner keeps it for as
long as the client keeps it alive. In a burst of connections one worker often won most of them
(25 of 32 clients on one of 4 workers), and as each worker runs Python on at most one core, its
clients waited 5 to 10 times longer. Here the workers post the connections they hold on a board in
shared memory (made by the master before it forks them), and a worker holding more than the least
busy live one lets it take the new connection (for at most DEFER_MAX, in case that one is stuck).
"""
import atexit
import ctypes
import errno
import multiprocessing
import os
import re
import selectors
import socket
import time
from concurrent import futures
from functools import partial

from gunicorn.workers.gthread import ThreadWorker

DEFER_PAUSE = 0.0002   # seconds a busier worker pauses to let another accept...
DEFER_MAX = 0.02       # ...for at most this long in a row
HELD = re.compile(rb"^GET /v1/games/[^/ ?]+/events[ ?]")
PEEK = 256


class ConnectionBoard:
    """Connections held per worker, in memory the workers of one server share: (pid, count) cells."""

    SLOTS = 64

    def __init__(self):
        self.cells = multiprocessing.RawArray(ctypes.c_long, 2 * self.SLOTS)

    def claim(self, pid: int) -> int | None:
        """A free cell (or one of a dead worker) for `pid`; None when all are taken."""
        for slot in range(self.SLOTS):
            owner = self.cells[2 * slot]
            if owner == 0 or not _alive(owner):
                self.cells[2 * slot], self.cells[2 * slot + 1] = pid, 0
                return slot
        return None

    def release(self, slot: int, pid: int) -> None:
        """Free the cell at exit (a killed worker's cell is taken over as dead instead)."""
        if self.cells[2 * slot] == pid:
            self.cells[2 * slot] = 0

    def post(self, slot: int, connections: int) -> None:
        """Publish how many connections this worker holds."""
        self.cells[2 * slot + 1] = connections

    def least_other(self, slot: int) -> int | None:
        """The fewest connections a live other worker holds, or None if there is none."""
        counts = [self.cells[2 * i + 1] for i in range(self.SLOTS)
                  if i != slot and self.cells[2 * i] and _alive(self.cells[2 * i])]
        return min(counts, default=None)


BOARD: ConnectionBoard | None = None


def install_board() -> None:
    """Make the board (in the master, before the workers are forked: gunicorn's on_starting)."""
    global BOARD
    BOARD = ConnectionBoard()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def held_threads() -> int:
    """Threads for held requests per worker (PITHEAD_HELD_THREADS, default 32)."""
    return max(1, int(os.environ.get("PITHEAD_HELD_THREADS", "32")))


class BalancedThreadWorker(ThreadWorker):
    """gthread with a separate pool for held requests, accepting after less busy workers."""

    def init_process(self):
        """Start the pool for held requests too, and take a cell on the board."""
        self.held_pool = futures.ThreadPoolExecutor(max_workers=held_threads())
        self.slot, self.deferring_since = None, 0.0
        if BOARD is not None:
            self.slot = BOARD.claim(os.getpid())
            if self.slot is not None:
                atexit.register(BOARD.release, self.slot, os.getpid())
        super().init_process()

    def wait_for_and_dispatch_events(self, timeout):
        """Post the connections held, then run gthread's event loop step."""
        if self.slot is not None:
            BOARD.post(self.slot, self.nr_conns)
        super().wait_for_and_dispatch_events(timeout)

    def accept(self, listener):
        """Accept a connection, unless a live worker holds fewer (then pause a moment: it takes
        it meanwhile; past DEFER_MAX this one accepts anyway)."""
        if self.slot is not None and self._defer():
            time.sleep(DEFER_PAUSE)
            return
        self.deferring_since = 0.0
        super().accept(listener)

    def _defer(self) -> bool:
        BOARD.post(self.slot, self.nr_conns)
        least = BOARD.least_other(self.slot)
        if least is None or self.nr_conns <= least:
            return False
        now = time.monotonic()
        self.deferring_since = self.deferring_since or now
        return now - self.deferring_since < DEFER_MAX

    def enqueue_req(self, conn):
        """Hand the connection's next request to the pool its request line calls for; a new
        connection with nothing to read yet waits on the poller first (no thread held)."""
        if self.cfg.is_ssl:
            return super().enqueue_req(conn)
        head = self._peek(conn)
        if head is None:
            return self._wait_for_request(conn)
        pool = self.held_pool if HELD.match(head) else self.tpool
        done = pool.submit(self.handle, conn)
        done.add_done_callback(
            lambda fut: self.method_queue.defer(self.finish_request, conn, fut))

    def _peek(self, conn) -> bytes | None:
        """The start of the next request (b"" when unknown), or None when nothing arrived yet."""
        if conn.initialized and conn.parser.unreader.buf.getvalue():
            return conn.parser.unreader.buf.getvalue()[:PEEK]   # read ahead by the last request
        try:
            return conn.sock.recv(PEEK, socket.MSG_PEEK | socket.MSG_DONTWAIT)
        except BlockingIOError:
            return None if not conn.initialized else b""
        except OSError as exc:
            if exc.errno in (errno.EAGAIN, errno.EWOULDBLOCK):
                return None if not conn.initialized else b""
            return b""   # the pool thread meets the error and closes the connection

    def _wait_for_request(self, conn) -> None:
        """Park a new connection on the poller until its request arrives (as gthread does with
        a connection whose data is late)."""
        conn.sock.setblocking(False)
        conn.timeout = time.monotonic() + self.cfg.keepalive
        self.pending_conns.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ,
                             partial(self.on_pending_socket_readable, conn))

    def handle_quit(self, sig, frame):
        """Immediate shutdown: drop the held requests' pool too."""
        self.held_pool.shutdown(wait=False)
        super().handle_quit(sig, frame)
