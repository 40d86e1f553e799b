"""The connection board the gunicorn workers spread new connections by."""
import os
import subprocess
import sys

from shared.api.serving import ConnectionBoard


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_least_other_counts_only_live_other_workers():
    board = ConnectionBoard()
    mine, other, dead = board.claim(os.getpid()), board.claim(os.getppid()), board.claim(_dead_pid())
    assert len({mine, other, dead}) == 3
    board.post(mine, 9)
    board.post(other, 4)
    board.post(dead, 0)          # a killed worker's count must not hold the others back
    assert board.least_other(mine) == 4
    assert board.least_other(other) == 9


def test_cells_are_released_and_dead_ones_taken_over():
    board = ConnectionBoard()
    slot = board.claim(os.getpid())
    board.release(slot, os.getpid())
    assert board.claim(os.getppid()) == slot
    dead = board.claim(_dead_pid())
    assert board.claim(os.getpid()) == dead     # the dead worker's cell is free again
    assert board.least_other(dead) == 0         # the live parent's cell, count 0


def test_alone_there_is_nobody_to_defer_to():
    board = ConnectionBoard()
    slot = board.claim(os.getpid())
    board.post(slot, 50)
    assert board.least_other(slot) is None
