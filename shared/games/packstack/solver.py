"""The exact packing solver: for a truck and a load, a valid placement with the lowest penalty.

Penalty = empty units + 2 x length left off = V + 2T - 3x for a truck of volume V, a load of total
length T and a loaded volume x, so the best placement loads the most volume. Support makes every
stack of occupied units a column from the floor up, so a placement is its long pieces (length 2-5)
S plus white cubes; the cubes first fill the units under S that S leaves empty (the support: at
most the whites in the load), and then any other units bottom up. So the best loaded volume is
min(V, |S| + whites) over the sets of long pieces S whose support needs at most `whites` cubes.

The search visits the truck's units in order (level by level, row by row): each free unit is left
to the cubes or starts a long piece there (along the row, across, or standing). Branch and bound
on the volume still placeable, with the support cost (which only grows in this order) cut at the
whites, and every finished subproblem remembered so it is never searched twice; the first
solution reaching the bound ends the search. Proven against brute force in the tests.
"""
from .data import AREA, COLOURS, COLUMNS, LENGTH, TRUCKS, where

LONG = tuple(c for c in COLOURS if LENGTH[c] > 1)        # grey, brown, turquoise, purple
WHITE = next(c for c in COLOURS if LENGTH[c] == 1)


def _bars(truck: dict) -> dict:
    """For each unit, the long pieces that can start there: [(colour, orientation, mask, cells)]."""
    units, levels, out = truck["units"], truck["levels"], {}
    for index in range(levels * AREA):
        if not units >> index & 1:
            continue
        row, column, level = where(index)
        options = []
        for colour in reversed(LONG):                    # longest first: good solutions early
            n = LENGTH[colour]
            steps = (("row", 1, column + n <= COLUMNS), ("column", COLUMNS, row + n <= 3),
                     ("up", AREA, level + n - 1 <= levels))
            for orientation, step, fits in steps:
                cells = [index + i * step for i in range(n)]
                mask = sum(1 << c for c in cells)
                if fits and mask & units == mask:
                    options.append((colour, orientation, mask, cells))
        out[index] = options
    return out


_BARS = {truck_id: _bars(truck) for truck_id, truck in TRUCKS.items()}


def _lines(truck: dict) -> tuple:
    """The truck's row lines of five units, its row runs of four (per line) and its columns of four
    levels, as unit masks: where the purple and turquoise pieces can go."""
    units, fives, fours, ups = truck["units"], [], [], []
    for level in range(truck["levels"]):
        for row in range(3):
            base = level * AREA + row * COLUMNS
            runs = [sum(1 << (base + c) for c in range(start, start + 4)) for start in (0, 1)]
            runs = [m for m in runs if m & units == m]
            line = sum(1 << (base + c) for c in range(COLUMNS))
            if line & units == line:
                fives.append(line)
            if runs:
                fours.append(tuple(runs))
    if truck["levels"] == 4:
        for spot in range(AREA):
            column = sum(1 << (level * AREA + spot) for level in range(4))
            if column & units == column:
                ups.append(column)
    return fives, fours, ups


_LINES = {truck_id: _lines(truck) for truck_id, truck in TRUCKS.items()}


class Search:
    """One exact search: the most long-piece volume that fits with the whites as support."""

    def __init__(self, truck_id: str, load: dict, limit: int | None = None):
        self.truck, self.limit = TRUCKS[truck_id], limit
        self.bars = _BARS[truck_id]
        self.order = sorted(self.bars)
        self.whites = load.get(WHITE, 0)
        fits = {bar[0] for bars in self.bars.values() for bar in bars}
        self.counts = [load.get(colour, 0) if colour in fits else 0 for colour in LONG]
        self.cap = max(0, self.truck["volume"] - self.whites)   # long volume that fills the truck
        self.lines = _LINES[truck_id]
        free, self.suffix = 0, [0] * (len(self.order) + 1)
        for i in range(len(self.order) - 1, -1, -1):
            free |= 1 << self.order[i]
            self.suffix[i] = free
        self.goal = min(self.cap, self._long_room(self.truck["units"]))
        self.best, self.best_bars, self.nodes, self.seen = -1, [], 0, set()
        self.heights = [0] * AREA

    def run(self) -> "Search":
        """Search to the end (or to the bound); the result is in best and best_bars."""
        try:
            self._dfs(0, 0, 0, 0, sum(LENGTH[c] * n for c, n in zip(LONG, self.counts)), [])
        except _Done:
            pass
        return self

    def _dfs(self, i: int, occ: int, vol: int, cost: int, left: int, chosen: list) -> None:
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise _Done                                  # a bounded search: the best found so far
        order, n = self.order, len(self.order)
        while i < n and occ >> order[i] & 1:
            i += 1
        if vol > self.best:
            self.best, self.best_bars = vol, list(chosen)
            if min(vol, self.cap) >= self.goal:
                raise _Done
        if i == n or left == 0:
            return
        room = bin(self.suffix[i] & ~occ).count("1")
        if vol + min(left, room) <= self.best or \
                vol + self._long_room(self.suffix[i] & ~occ) <= self.best:
            return
        key = (i, occ >> order[i], tuple(self.counts), cost, tuple(self.heights))
        if key in self.seen:
            return
        for bar in self.bars[order[i]]:
            colour, _, mask, cells = bar
            slot = LONG.index(colour)
            if not self.counts[slot] or mask & occ:
                continue
            extra = self._support(bar)
            if cost + extra > self.whites:
                continue
            saved = self._raise(bar)
            self.counts[slot] -= 1
            chosen.append(bar)
            self._dfs(i + 1, occ | mask, vol + len(cells), cost + extra, left - len(cells), chosen)
            chosen.pop()
            self.counts[slot] += 1
            self._restore(saved)
        self._dfs(i + 1, occ, vol, cost, left, chosen)
        self.seen.add(key)

    def _long_room(self, free: int) -> int:
        """A bound on the long volume still placeable in the `free` units: a row line of five holds
        one purple or one turquoise, a row line with four in a row or a column of four levels one
        turquoise; greys and browns count whole."""
        fives, fours, ups = self.lines
        five = sum(1 for m in fives if m & free == m)
        four = sum(1 for pair in fours if any(m & free == m for m in pair))
        up = sum(1 for m in ups if m & free == m)
        grey, brown, turquoise, purple = self.counts
        placed_purple = min(purple, five)
        placed_turquoise = min(turquoise, four - placed_purple + up)
        return 5 * placed_purple + 4 * placed_turquoise + 3 * brown + 2 * grey

    def _support(self, bar) -> int:
        _, orientation, _, cells = bar
        heights, extra = self.heights, 0
        for index in (cells[:1] if orientation == "up" else cells):
            level, spot = divmod(index, AREA)
            extra += level - heights[spot]
        return extra

    def _raise(self, bar) -> list:
        saved = []
        for index in bar[3]:
            level, spot = divmod(index, AREA)
            saved.append((spot, self.heights[spot]))
            self.heights[spot] = max(self.heights[spot], level + 1)
        return saved

    def _restore(self, saved: list) -> None:
        for spot, height in reversed(saved):
            self.heights[spot] = height


class _Done(Exception):
    """The bound is reached: nothing better exists."""


def solve(truck_id: str, load: dict, limit: int | None = None) -> dict:
    """The optimal placement: {"pieces", "loaded", "penalty", "nodes"} (proven: an exact search);
    with a node `limit`, the best placement found within it (not proven)."""
    search = Search(truck_id, load, limit).run()
    pieces = [_piece(colour, orientation, cells[0]) for colour, orientation, _, cells in search.best_bars]
    pieces += fill_whites(truck_id, search.best_bars, load.get(WHITE, 0))
    loaded = sum(LENGTH[p["colour"]] for p in pieces)
    return {"pieces": pieces, "loaded": loaded, "penalty": penalty(truck_id, load, loaded),
            "nodes": search.nodes}


def penalty(truck_id: str, load: dict, loaded: int) -> int:
    """Empty units plus twice the length left off (ruling 16), for a loaded volume."""
    total = sum(LENGTH[colour] * count for colour, count in load.items())
    return (TRUCKS[truck_id]["volume"] - loaded) + 2 * (total - loaded)


def fill_whites(truck_id: str, bars: list, whites: int) -> list:
    """White cubes: first the support the long pieces need, then the lowest free units."""
    truck, taken = TRUCKS[truck_id], set()
    for bar in bars:
        taken.update(bar[3])
    tops = {}
    for index in taken:
        level, spot = divmod(index, AREA)
        tops[spot] = max(tops.get(spot, 0), level)
    support = [level * AREA + spot for spot, top in tops.items() for level in range(top)
               if level * AREA + spot not in taken]
    rest = [u for u in range(truck["levels"] * AREA)
            if truck["units"] >> u & 1 and u not in taken and u not in support]
    chosen = sorted(support) + rest
    cubes, filled = [], set(taken)
    for index in chosen:
        if len(cubes) == whites:
            break
        if index < AREA or index - AREA in filled:
            filled.add(index)
            cubes.append(_piece(WHITE, None, index))
    return cubes


def _piece(colour: str, orientation, index: int) -> dict:
    row, column, level = where(index)
    piece = {"colour": colour, "row": row, "column": column, "level": level}
    if orientation is not None:
        piece["orientation"] = orientation
    return piece
