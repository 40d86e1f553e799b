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
clients waited 5 to 10 times longer. Here a worker lets the others go first in proportion to the
connections it holds, so the least busy one accepts.
"""
import errno
import os
import re
import selectors
import socket
import time
from concurrent import futures
from functools import partial

from gunicorn.workers.gthread import ThreadWorker

BACKOFF_PER_CONNECTION = 0.0002   # seconds a worker waits per connection it holds...
BACKOFF_MAX = 0.005               # ...at most before it accepts a new one
HELD = re.compile(rb"^GET /v1/games/[^/ ?]+/events[ ?]")
PEEK = 256


def held_threads() -> int:
    """Threads for held requests per worker (PITHEAD_HELD_THREADS, default 32)."""
    return max(1, int(os.environ.get("PITHEAD_HELD_THREADS", "32")))


class BalancedThreadWorker(ThreadWorker):
    """gthread with a separate pool for held requests, accepting after less busy workers."""

    def init_process(self):
        """Start the pool for held requests too."""
        self.held_pool = futures.ThreadPoolExecutor(max_workers=held_threads())
        super().init_process()

    def accept(self, listener):
        """Accept a connection, after a pause that grows with the connections held (another
        worker usually takes it meanwhile; then accept finds none and returns)."""
        if self.nr_conns:
            time.sleep(min(BACKOFF_MAX, BACKOFF_PER_CONNECTION * self.nr_conns))
        super().accept(listener)

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
