"""Seat order helpers: seats are numbered clockwise 0..n-1."""


def clockwise_from(start: int, n: int) -> list[int]:
    """All seats clockwise, beginning with `start`."""
    return [(start + i) % n for i in range(n)]


def counter_clockwise_from(start: int, n: int) -> list[int]:
    """All seats counter-clockwise, beginning with `start`."""
    return [(start - i) % n for i in range(n)]


def next_clockwise(current: int, n: int, eligible) -> int | None:
    """The first seat after `current` (clockwise, `current` itself last) for which `eligible(seat)`."""
    for i in range(1, n + 1):
        seat = (current + i) % n
        if eligible(seat):
            return seat
    return None
