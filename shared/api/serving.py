"""The gunicorn worker class of every service: gevent, short requests in arrival order, and
connections spread over the workers.

gevent. A request spends most of its time waiting on Redis; with one greenlet per connection a
worker switches at those waits for a fraction of what gthread's threads cost in GIL hand-offs, and a
held request (`GET /v1/games/{id}/events`, up to 30 s) is just a waiting greenlet, never a thread or
a process. Back to back on 2 cores (tests/bench/http.py): gthread with 4 threads, 930 POSTed
actions/s and p99 51.7 ms; this worker (8 slots), 1,102 and 45.6 ms.

Arrival order. Left to themselves, a worker's greenlets all share the CPU at once and one request
waits for the slices of all the others: p99 latency twice the median. So short requests run at
most `PITHEAD_SHORT_SLOTS` at once per worker and the others wait their turn in the order they
came (gevent's Semaphore lets a newcomer take a freed slot before those waiting: p99 125 ms against
46 ms). Held requests do not take a slot. Measured at 32 clients on 2 cores: 6 slots gave 1,120 to
1,136 actions/s, POST p99 43 ms, shift scoring p99 57 to 61 ms with 2 Celery processes (30 to 38
ms with today's 4); 8 slots a few % more actions but, with the machine saturated, a scoring p99 of
108 to 259 ms with 2 Celery processes (the worker waits for CPU); 4 slots 1,073 to 1,087
actions/s; 2 slots 918.

Balance. Workers race for each new connection on the shared socket, and the winner keeps it for as
long as the client keeps it alive. In a burst of connections one worker often won most of them
(25 of 32 clients on one of 4 workers), and as each worker runs Python on at most one core, its
clients waited 3 to 10 times longer. Here the workers post the connections they hold on a board in
shared memory (made by the master before it forks them), and a worker holding more than the least
busy live one stops accepting for a moment so that one takes the new connection (for at most
DEFER_MAX, in case that one is stuck).
"""
import atexit
import ctypes
import multiprocessing
import os
import re
import time
import warnings
from collections import deque

from gevent.event import Event
from gevent.monkey import MonkeyPatchWarning
from gevent.server import StreamServer
from gunicorn.workers import ggevent

DEFER_PAUSE = 0.0002   # seconds a busier worker stops accepting to let another accept...
DEFER_MAX = 0.02       # ...for at most this long in a row
HELD = re.compile(r"^/v1/games/[^/]+/events$")


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


def short_slots() -> int:
    """Short requests a worker runs at once (PITHEAD_SHORT_SLOTS, default 6)."""
    return max(1, int(os.environ.get("PITHEAD_SHORT_SLOTS", "6")))


class ArrivalOrder:
    """At most `slots` holders at once; the others wait, first come first served."""

    def __init__(self, slots: int):
        self.free, self.waiting = slots, deque()

    def __enter__(self):
        if self.free and not self.waiting:
            self.free -= 1
            return
        turn = Event()
        self.waiting.append(turn)
        try:
            turn.wait()   # the slot is handed over by __exit__, never freed in between
        except BaseException:   # killed while waiting (GreenletExit): lose neither place nor slot
            if turn.is_set():
                self.__exit__()
            else:
                self.waiting.remove(turn)
            raise

    def __exit__(self, *exc):
        if self.waiting:
            self.waiting.popleft().set()
        else:
            self.free += 1


class Corked:
    """A connection's socket that holds an answer's head until the first part of its body, so
    both leave in one send: gunicorn sends them apart, and each send on a connection costs a
    system call here and a wake-up of the gateway (a tenth of the API's CPU a move). What does
    not go through `sendall` (sendfile needs the descriptor) gets the head sent first."""

    def __init__(self, sock):
        self._sock, self._head = sock, b""

    def sendall(self, data: bytes) -> None:
        """Send `data`, after the held head; hold it instead if it is a head."""
        if not self._head and data.startswith(b"HTTP/") and data.endswith(b"\r\n\r\n"):
            self._head = data
            return
        if self._head:
            data, self._head = self._head + data, b""
        self._sock.sendall(data)

    def flush(self) -> None:
        """Send a head still held (an answer with no body)."""
        if self._head:
            head, self._head = self._head, b""
            self._sock.sendall(head)

    def fileno(self) -> int:
        """The descriptor, for a write that bypasses `sendall`: the head goes first."""
        self.flush()
        return self._sock.fileno()

    def send(self, data: bytes, *flags) -> int:
        """A plain send, after the held head."""
        self.flush()
        return self._sock.send(data, *flags)

    def sendfile(self, *args, **kwargs):
        """A file sent whole, after the held head."""
        self.flush()
        return self._sock.sendfile(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._sock, name)


class BalancedServer(StreamServer):
    """gevent's accepting server, deferring to less busy workers (gunicorn's worker makes it)."""

    worker: "BalancedGeventWorker | None" = None

    def _do_read(self):
        if self.worker is not None and self.worker.defer():
            self.stop_accepting()
            self._timer = self.loop.timer(DEFER_PAUSE)
            self._timer.start(self._start_accepting_if_started)
            return
        super()._do_read()


class BalancedGeventWorker(ggevent.GeventWorker):
    """gevent, short requests in arrival order, accepting after less busy workers."""

    def init_process(self):
        """Take a cell on the board and the slots for short requests; serve with BalancedServer."""
        self.connections, self.slot, self.deferring_since = 0, None, 0.0
        self.short = ArrivalOrder(short_slots())
        if BOARD is not None:
            self.slot = BOARD.claim(os.getpid())
            if self.slot is not None:
                atexit.register(BOARD.release, self.slot, os.getpid())
        BalancedServer.worker = self
        # gunicorn imports ssl before any worker exists, so gevent warns on every boot; no TLS
        # object is made before the patch (the API serves plain HTTP behind the gateway)
        warnings.filterwarnings("ignore", "Monkey-patching ssl after ssl", MonkeyPatchWarning)
        # gunicorn's run() makes its servers from this module global; this process is ours alone
        ggevent.StreamServer = BalancedServer
        super().init_process()

    def handle(self, listener, client, addr):
        """Serve one connection, counted on the board while it is open."""
        self._post(+1)
        try:
            super().handle(listener, client, addr)
        finally:
            self._post(-1)

    def handle_request(self, listener_name, req, sock, addr):
        """A held request runs at once; a short one when its turn comes, its answer's head sent
        with its body."""
        if req.method == "GET" and HELD.match(req.path or ""):
            return super().handle_request(listener_name, req, sock, addr)
        corked = Corked(sock)
        with self.short:
            try:
                super().handle_request(listener_name, req, corked, addr)
            except StopIteration:   # the answer is complete, and the connection is to close
                corked.flush()
                raise
            corked.flush()

    def defer(self) -> bool:
        """True while a live worker holds fewer connections (for at most DEFER_MAX)."""
        least = BOARD.least_other(self.slot) if self.slot is not None else None
        if least is None or self.connections <= least:
            self.deferring_since = 0.0
            return False
        now = time.monotonic()
        self.deferring_since = self.deferring_since or now
        if now - self.deferring_since < DEFER_MAX:
            return True
        self.deferring_since = 0.0
        return False

    def _post(self, change: int) -> None:
        self.connections += change
        if self.slot is not None:
            BOARD.post(self.slot, self.connections)
