"""Loading in 3D (rulings 13-14): a placement lists pieces; it is valid or refused with one code.

A piece is {"colour", "row", "column", "level", "orientation"}: its origin cell (row 0-2, column 0-4,
as in the truck's mask), its level (1 is the floor) and its orientation, `row` (along the 5-cell
length, columns c..c+L-1), `column` (across, rows r..r+L-1) or `up` (standing, levels k..k+L-1);
a piece of length 1 needs no orientation. When a placement breaks several rules, the code is the
first broken rule in the ruling's order: piece_not_in_load, outside_grid, cell_not_loadable,
too_high, overlap, unsupported (a piece that is not such an object: malformed_placement).
"""
from shared.engine import IllegalAction

from .data import AREA, COLOURS, COLUMNS, LENGTH, ORIENTATIONS, ROWS, TRUCKS

KEYS = frozenset({"colour", "row", "column", "level", "orientation"})
STEP = {"row": (0, 1, 0), "column": (1, 0, 0), "up": (0, 0, 1)}
CODES = ("piece_not_in_load", "outside_grid", "cell_not_loadable", "too_high", "overlap",
         "unsupported")


def cells(piece: dict) -> list[tuple[int, int, int]]:
    """The (row, column, level) cells a well-formed piece occupies, origin first."""
    dr, dc, dk = STEP[piece.get("orientation") or "row"]
    r, c, k = piece["row"], piece["column"], piece["level"]
    return [(r + i * dr, c + i * dc, k + i * dk) for i in range(LENGTH[piece["colour"]])]


def check(pieces, truck_id: str, load: dict) -> int:
    """The loaded volume of a valid placement of `load` in truck `truck_id`; else IllegalAction."""
    _check_shape(pieces)
    truck = TRUCKS[truck_id]
    counts = {}
    for piece in pieces:
        counts[piece["colour"]] = counts.get(piece["colour"], 0) + 1
    for colour, count in counts.items():
        if count > load.get(colour, 0):
            raise IllegalAction("piece_not_in_load", f"the load has {load.get(colour, 0)} {colour}")
    occupied = [cell for piece in pieces for cell in cells(piece)]
    _check_cells(occupied, truck)
    units = [(k - 1) * AREA + r * COLUMNS + c for r, c, k in occupied]
    taken = set(units)
    if len(taken) != len(units):
        raise IllegalAction("overlap", "two pieces occupy the same cell")
    for index in units:
        if index >= AREA and index - AREA not in taken:
            raise IllegalAction("unsupported", "a piece above the floor overhangs an empty cell")
    return len(units)


def _check_cells(occupied: list, truck: dict) -> None:
    rules = (("outside_grid", lambda r, c, k: 0 <= r < ROWS and 0 <= c < COLUMNS and k >= 1),
             ("cell_not_loadable", lambda r, c, k: truck["mask"][r][c] == "#"),
             ("too_high", lambda r, c, k: k <= truck["levels"]))
    for code, holds in rules:
        for r, c, k in occupied:
            if not holds(r, c, k):
                raise IllegalAction(code, f"cell row {r}, column {c}, level {k} breaks {code}")


def _check_shape(pieces) -> None:
    if not isinstance(pieces, list):
        raise IllegalAction("malformed_placement", "pieces is a list of pieces")
    for piece in pieces:
        if not isinstance(piece, dict) or not {"colour", "row", "column", "level"} <= set(piece) \
                or not set(piece) <= KEYS:
            raise IllegalAction("malformed_placement",
                                "a piece is {colour, row, column, level[, orientation]}")
        if any(type(piece[key]) is not int for key in ("row", "column", "level")):
            raise IllegalAction("malformed_placement", "row, column and level are integers")
        if piece["colour"] not in COLOURS:
            raise IllegalAction("piece_not_in_load", f"no piece is {piece['colour']!r}")
        orientation = piece.get("orientation")
        if orientation is None and LENGTH[piece["colour"]] > 1 or \
                orientation is not None and orientation not in ORIENTATIONS:
            raise IllegalAction("malformed_placement", f"orientation is one of {ORIENTATIONS}")


def volume(pieces: list) -> int:
    """The loaded volume of a placement (the total length of its pieces)."""
    return sum(LENGTH[piece["colour"]] for piece in pieces)
