"""Mining macro actions: plans such as "fetch these cubes for that order and fill it", as legal steps.

A plan is built on the seat's own (public) pit, cage, storage and orders, so it is the same in
every determinisation. It is a list of mining steps for a pending mining decision of `steps` steps.
"""
from ..data import CAGE_CAPACITY, COLOURS, ORDER_CARDS

SURFACE = "surface"
DEPTH = {c: i for i, c in enumerate(COLOURS)}


def open_spots(me: dict, cards=None) -> list:
    """Unfilled spots as (card, spot index, colour wanted or None for any); `cards` fixes the order priority."""
    orders = me["outstanding"]
    if cards is None:
        orders = sorted(orders, key=_order_rank)
    else:
        by_card = {o["card"]: o for o in orders}
        orders = [by_card.pop(c) for c in cards if c in by_card]
    out = []
    for order in orders:
        printed = ORDER_CARDS[order["card"]]["coals"]
        for i, spot in enumerate(order["spots"]):
            if not spot:
                out.append((order["card"], i, printed[i]))
            elif len(spot) == 1 and spot[0] != printed[i]:
                out.append((order["card"], i, None))
    return out


def _order_rank(order: dict):
    printed = ORDER_CARDS[order["card"]]["coals"]
    missing = sum(1 for i, s in enumerate(order["spots"]) if not s or (len(s) == 1 and s[0] != printed[i]))
    return (missing, -ORDER_CARDS[order["card"]]["vp"] / len(printed), order["card"])


class _Plan:
    """Cubes allocated to spots; `cost()` counts the work steps the allocation needs."""

    def __init__(self, me: dict):
        self.level = me["cage_level"]
        self.storage = dict(me["storage"])
        self.cage = dict(me["cage"])
        self.pit = {lv: dict(me["pit"][lv]["cubes"]) for lv in COLOURS}
        self.cage_used = sum(me["cage"].values())
        self.from_storage, self.loads, self.from_cage = [], [], []   # fills: (card, spot, colour)

    def cost(self) -> int:
        levels = {lv for lv, _ in self.loads}
        moves = len(levels - {self.level})
        up = 1 if (self.from_cage and (self.loads or self.level != SURFACE)) else 0
        return len(self.from_storage) + moves + len(self.loads) + up + len(self.from_cage)

    def try_cube(self, colours, target, steps: int) -> bool:
        """Allocate one cube of any of `colours` to `target` if it fits in `steps`; cheapest source first."""
        for c in colours:
            if self.storage[c]:
                self.storage[c] -= 1
                self.from_storage.append(target + (c,))
                if self.cost() <= steps:
                    return True
                self.from_storage.pop()
                self.storage[c] += 1
        for c in colours:
            if self.cage[c]:
                self.cage[c] -= 1
                self.from_cage.append(target + (c,))
                if self.cost() <= steps:
                    return True
                self.from_cage.pop()
                self.cage[c] += 1
        if self.cage_used >= CAGE_CAPACITY:
            return False
        visited = [lv for lv, _ in self.loads] + [self.level]
        for c in colours:
            levels = sorted((lv for lv in COLOURS if self.pit[lv][c]), key=lambda lv: (lv not in visited, lv != c))
            for lv in levels:
                self.pit[lv][c] -= 1
                self.loads.append((lv, c))
                self.from_cage.append(target + (c,))
                self.cage_used += 1
                if self.cost() <= steps:
                    return True
                self.loads.pop()
                self.from_cage.pop()
                self.pit[lv][c] += 1
                self.cage_used -= 1
                break
        return False

    def dig(self, steps: int) -> None:
        """Spend spare steps loading extra cubes (deepest first) at levels the plan visits or the cage is at."""
        levels = sorted({lv for lv, _ in self.loads} | ({self.level} - {SURFACE}), key=lambda lv: -DEPTH[lv])
        for lv in levels:
            for c in sorted(COLOURS, key=lambda c: -DEPTH[c]):
                while self.pit[lv][c] and self.cage_used < CAGE_CAPACITY:
                    self.pit[lv][c] -= 1
                    self.loads.append((lv, c))
                    self.cage_used += 1
                    if self.cost() > steps:
                        self.loads.pop()
                        self.pit[lv][c] += 1
                        self.cage_used -= 1
                        return

    def actions(self, steps: int) -> list:
        """The plan as legal mining steps, then `stop` if steps are left."""
        out = [_fill(card, spot, c, "storage") for card, spot, c in self.from_storage]
        level = self.level
        by_level = {}
        for lv, c in self.loads:
            by_level.setdefault(lv, []).append(c)
        for lv in sorted(by_level, key=lambda lv: (lv != level, DEPTH[lv])):
            if lv != level:
                out.append({"type": "move_cage", "level": lv})
                level = lv
            out += [{"type": "load", "colour": c} for c in by_level[lv]]
        if self.from_cage:
            if level != SURFACE:
                out.append({"type": "move_cage", "level": SURFACE})
            out += [_fill(card, spot, c, "cage") for card, spot, c in self.from_cage]
        if len(out) < steps:
            out.append({"type": "stop"})
        return out[:steps]


def _fill(card, spot, colour, source):
    return {"type": "fill", "order": card, "spot": spot, "colour": colour, "from": source}


_CACHE: dict = {}
_CACHE_SIZE = 50_000


def build(me: dict, steps: int, cards=None, dig: bool = False, pairs: bool = True) -> list:
    """A mining plan: fill spots in priority order (orders in `cards` first), optionally digging extra cubes.

    Memoised on the seat's mining-relevant parts (searches rebuild the same plans thousands of
    times); the returned list is shared, so callers must not mutate it.
    """
    key = (_signature(me), steps, None if cards is None else tuple(cards), dig, pairs)
    plan = _CACHE.get(key)
    if plan is None:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        plan = _CACHE[key] = _build(me, steps, cards, dig, pairs)
    return plan


def _signature(me: dict) -> tuple:
    pit, cage, storage = me["pit"], me["cage"], me["storage"]     # fixed colour order: views may sort keys
    return (me["cage_level"], tuple(cage[c] for c in COLOURS), tuple(storage[c] for c in COLOURS),
            tuple(pit[lv]["cubes"][c] for lv in COLOURS for c in COLOURS),
            tuple((o["card"], tuple(tuple(s) for s in o["spots"])) for o in me["outstanding"]))


def _build(me: dict, steps: int, cards, dig: bool, pairs: bool) -> list:
    plan = _Plan(me)
    cheap = sorted(COLOURS, key=lambda c: DEPTH[c])
    spots = open_spots(me, cards)
    for card, spot, colour in spots:
        if colour is None:
            plan.try_cube(cheap, (card, spot), steps)
        elif not plan.try_cube((colour,), (card, spot), steps) and pairs:
            _try_pair(plan, cheap, (card, spot), steps)
    if dig:
        plan.dig(steps)
    return plan.actions(steps)


def _try_pair(plan: _Plan, colours, target, steps) -> None:
    """Fill a spot with two cubes of other colours (both or neither)."""
    marks = (len(plan.from_storage), len(plan.from_cage), len(plan.loads))
    saved = (dict(plan.storage), dict(plan.cage), {k: dict(v) for k, v in plan.pit.items()}, plan.cage_used)
    if plan.try_cube(colours, target, steps) and plan.try_cube(colours, target, steps):
        return
    del plan.from_storage[marks[0]:], plan.from_cage[marks[1]:], plan.loads[marks[2]:]
    plan.storage, plan.cage, plan.pit, plan.cage_used = saved[0], saved[1], saved[2], saved[3]


def variants(me: dict, steps: int, late: bool) -> dict:
    """Distinct mining plans worth searching: label -> steps (best-first, each order first, digging)."""
    out = {"best": build(me, steps)}
    for order in me["outstanding"]:
        out[f"o{order['card']}"] = build(me, steps, [order["card"]] + [
            o["card"] for o in sorted(me["outstanding"], key=_order_rank)])
    out["dig"] = build(me, steps, dig=True)
    if late:
        out["dig_only"] = build(me, steps, cards=[], dig=True)
    unique, seen = {}, set()
    for label, plan in out.items():
        key = tuple(tuple(sorted(a.items())) for a in plan)
        if key not in seen:
            seen.add(key)
            unique[label] = plan
    return unique
