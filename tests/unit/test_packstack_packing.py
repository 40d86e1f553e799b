"""Pack & Stack's geometry against brute force: the validator (ruling 14) accepts exactly what a
brute-force checker accepts, and the solver's penalty is the lowest any placement reaches."""
import itertools
import random

import pytest

from shared.engine import IllegalAction
from shared.games.packstack import data, placement, solver
from shared.games.packstack.packing import first_fit, random_fill

STEPS = {"row": (0, 1, 0), "column": (1, 0, 0), "up": (0, 0, 1), None: (0, 0, 0)}


def brute_check(pieces: list, truck_id: str, load: dict) -> bool:
    """Ruling 14 cell by cell: every cell of a box around the truck asks which pieces cover it."""
    truck = data.TRUCKS[truck_id]
    used = {}
    for piece in pieces:
        used[piece["colour"]] = used.get(piece["colour"], 0) + 1
    if any(n > load.get(colour, 0) for colour, n in used.items()):
        return False
    covered = {}
    for r, c, k in itertools.product(range(-2, 7), range(-2, 11), range(-1, 11)):
        n = sum(1 for p in pieces if _covers(p, r, c, k))
        if n:
            covered[(r, c, k)] = n
    if sum(covered.values()) != sum(data.LENGTH[p["colour"]] for p in pieces):
        return False                                        # a piece reaches beyond the box
    for (r, c, k), n in covered.items():
        inside = 0 <= r < 3 and 0 <= c < 5 and 1 <= k <= truck["levels"] and truck["mask"][r][c] == "#"
        if not inside or n > 1 or (k > 1 and (r, c, k - 1) not in covered):
            return False
    return True


def _covers(piece, r, c, k) -> bool:
    dr, dc, dk = STEPS[piece.get("orientation") if data.LENGTH[piece["colour"]] > 1 else None]
    for i in range(data.LENGTH[piece["colour"]]):
        if (piece["row"] + i * dr, piece["column"] + i * dc, piece["level"] + i * dk) == (r, c, k):
            return True
    return False


def _mutated(pieces: list, chooser: random.Random) -> list:
    out = [dict(p) for p in pieces]
    if out and chooser.random() < 0.7:
        piece = chooser.choice(out)
        key = chooser.choice(["row", "column", "level", "orientation", "colour"])
        if key == "orientation":
            piece[key] = chooser.choice(["row", "column", "up"])
        elif key == "colour":
            piece[key] = chooser.choice(data.COLOURS)
        else:
            piece[key] += chooser.choice([-1, 1])
    elif chooser.random() < 0.5 and out:
        out.append(dict(chooser.choice(out)))
    return out


def test_the_validator_accepts_exactly_what_brute_force_accepts():
    chooser, accepted, refused = random.Random(17), 0, 0
    loads = data.every_load()
    for _ in range(1500):
        truck, load = chooser.choice(data.TRUCK_IDS), chooser.choice(loads)
        pieces = _mutated(random_fill(truck, load, chooser.randrange), chooser)
        try:
            placement.check(pieces, truck, load)
            ok = True
        except IllegalAction as err:
            assert err.code in placement.CODES + ("malformed_placement",)
            ok = False
        if all(k in p for p in pieces for k in ("row", "column", "level")) and \
                all(data.LENGTH.get(p["colour"], 1) == 1 or p.get("orientation") for p in pieces):
            assert ok == brute_check(pieces, truck, load), (truck, load, pieces)
        accepted, refused = accepted + ok, refused + (not ok)
    assert accepted > 300 and refused > 300


def brute_best(truck_id: str, load: dict) -> int:
    """The most volume any valid placement loads: every supported shape (a height per cell), largest
    first, until one is exactly tiled by pieces of the load."""
    truck = data.TRUCKS[truck_id]
    spots = [(r, c) for r in range(3) for c in range(5) if truck["mask"][r][c] == "#"]
    shapes = itertools.product(range(truck["levels"] + 1), repeat=len(spots))
    for heights in sorted(shapes, key=lambda h: -sum(h)):
        if sum(heights) > data.load_volume(load):
            continue
        cells = {(r, c, k) for (r, c), h in zip(spots, heights) for k in range(1, h + 1)}
        if _tiles(cells, dict(load)):
            return len(cells)
    return 0


def _tiles(cells: set, left: dict) -> bool:
    if not cells:
        return True
    first = min(cells, key=lambda x: (x[2], x[0], x[1]))
    for colour, n in left.items():
        if not n:
            continue
        n = data.LENGTH[colour]
        for dr, dc, dk in [STEPS[o] for o in ("row", "column", "up")] if n > 1 else [(0, 0, 0)]:
            piece = {(first[0] + i * dr, first[1] + i * dc, first[2] + i * dk) for i in range(n)}
            if piece <= cells:
                left[colour] -= 1
                if _tiles(cells - piece, left):
                    left[colour] += 1
                    return True
                left[colour] += 1
    return False


SMALL = ("T01", "T02", "T10", "T11", "T12", "T20", "T21", "T26", "T27", "T03")


@pytest.mark.parametrize("truck", SMALL)
def test_the_solver_is_optimal_against_brute_force(truck):
    chooser = random.Random(truck)
    for load in chooser.sample(data.every_load(), 12 if truck == "T12" else 40):
        best = solver.solve(truck, load)
        assert placement.check(best["pieces"], truck, load) == best["loaded"]
        assert best["loaded"] == brute_best(truck, load), (truck, load)
        assert best["penalty"] == solver.penalty(truck, load, brute_best(truck, load))


def test_the_solver_is_never_beaten_by_first_fit_or_random_fills():
    chooser, loads = random.Random(5), data.every_load()
    for truck in data.TRUCK_IDS:
        for load in chooser.sample(loads, 8):
            best = solver.solve(truck, load)["loaded"]
            tries = [first_fit(truck, load)] + [random_fill(truck, load, chooser.randrange) for _ in range(5)]
            assert all(placement.check(p, truck, load) <= best for p in tries)
