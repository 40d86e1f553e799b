"""Quick packings (not optimal): first fit, longest piece first, and random valid fills.

First fit puts each piece, longest first, at the lowest unit where it fits supported (along the
row, across, then standing). The random fill takes the pieces in a random order and each at a
random supported spot (or leaves it off): always a valid placement, used for random play.
"""
from .data import AREA, COLOURS, LENGTH, TRUCKS
from .solver import _BARS, WHITE, _piece

BY_LENGTH = tuple(sorted(COLOURS, key=lambda c: -LENGTH[c]))


def _table(truck_id: str) -> dict:
    """Per colour, every spot a piece may take in the empty truck: (orientation, origin, mask, needs),
    `needs` being the units that must be occupied beneath it."""
    truck, out = TRUCKS[truck_id], {colour: [] for colour in COLOURS}
    for index in range(truck["levels"] * AREA):
        if truck["units"] >> index & 1:
            out[WHITE].append((None, index, 1 << index, _below([index])))
    for origin, bars in _BARS[truck_id].items():
        for colour, orientation, mask, cells in bars:
            bottoms = cells[:1] if orientation == "up" else cells
            out[colour].append((orientation, origin, mask, _below(bottoms)))
    return out


def _below(cells: list) -> int:
    return sum(1 << (index - AREA) for index in cells if index >= AREA)


_SPOTS = {truck_id: _table(truck_id) for truck_id in TRUCKS}


def spots(truck_id: str, occupied: int, colour: str) -> list[tuple]:
    """Where a piece of `colour` fits now, supported: [(orientation or None, origin, mask)]."""
    return [(orientation, origin, mask) for orientation, origin, mask, needs in _SPOTS[truck_id][colour]
            if not mask & occupied and needs & occupied == needs]


def first_fit(truck_id: str, load: dict) -> list:
    """Every piece, longest first, at its first supported spot; pieces that fit nowhere stay off."""
    occupied, pieces = 0, []
    for colour in BY_LENGTH:
        for _ in range(load.get(colour, 0)):
            found = spots(truck_id, occupied, colour)
            if not found:
                break
            orientation, origin, mask = min(found, key=lambda s: (s[1], s[0] or ""))
            occupied |= mask
            pieces.append(_piece(colour, orientation, origin))
    return pieces


def random_fill(truck_id: str, load: dict, below) -> list:
    """A random valid placement; `below(n)` draws an integer in [0, n) (the caller's PRNG)."""
    bag = [colour for colour in COLOURS for _ in range(load.get(colour, 0))]
    occupied, pieces = 0, []
    while bag:
        colour = bag.pop(below(len(bag)))
        found = spots(truck_id, occupied, colour)
        if not found or below(4) == 0:
            continue                                   # left off
        orientation, origin, mask = found[below(len(found))]
        occupied |= mask
        pieces.append(_piece(colour, orientation, origin))
    return pieces
