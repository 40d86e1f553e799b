"""Reckoning without changing the state: coins, a seat's market, shortfalls, covers, payments.

"Coins" are the summed values of the goods on a seat's buildings; a payment names buildings, one
good each (a building named twice gives two goods), and is worth at least the price with no change.
"""
from collections import Counter
from itertools import combinations, islice

from .data import CARDS, OUTPUT, PRODUCTION, RESOURCE, SLOPPY_FREE, apprentice, market_resource

LIST_CAP = 64       # legal_actions lists at most this many covers or payments per choice (any valid one is accepted)


def value(state: dict, seat: int, building: int) -> int:
    """The coin value of one good on a building (its producer's good value)."""
    return CARDS[state["built"][seat][building]]["value"]


def coins(state: dict, seat: int) -> int:
    """A seat's coins: the summed value of the goods on its buildings."""
    built = state["built"][seat]
    return sum(CARDS[built[b]]["value"] * len(pile) for b, pile in enumerate(state["goods"][seat]))


def payment_value(state: dict, seat: int, payment) -> int | None:
    """The value of a payment, or None when it names goods the seat does not have."""
    if not isinstance(payment, list) or any(type(b) is not int for b in payment):
        return None
    piles = state["goods"][seat]
    for building, count in Counter(payment).items():
        if not 0 <= building < len(piles) or len(piles[building]) < count:
            return None
    return sum(value(state, seat, b) for b in payment)


def payments(state: dict, seat: int, price: int) -> list:
    """Payments worth at least `price` from which no good can be left out (best fit first, capped)."""
    if price <= 0:
        return [[]]
    groups = [(b, value(state, seat, b), len(pile)) for b, pile in enumerate(state["goods"][seat])
              if pile and value(state, seat, b) > 0]
    found = list(islice(_payments(groups, 0, price, [], 0, 10 ** 9), LIST_CAP * 4))
    found.sort(key=lambda p: (p[0] - price, len(p[1]), p[1]))
    return [p[1] for p in found[:LIST_CAP]]


def _payments(groups, index, price, chosen, total, smallest):
    if total >= price:
        if total - smallest < price:
            yield total, list(chosen)
        return
    if index == len(groups) or total + sum(v * c for _, v, c in groups[index:]) < price:
        return
    building, worth, count = groups[index]
    yield from _payments(groups, index + 1, price, chosen, total, smallest)
    for k in range(1, count + 1):
        yield from _payments(groups, index + 1, price, chosen + [building] * k, total + worth * k,
                             min(smallest, worth))
        if total + worth * k >= price:
            break


def market_units(state: dict, seat: int) -> Counter:
    """The seat's market: every market card's resource plus its own market-resource offices (ruling 22)."""
    units = Counter(RESOURCE[c] for row in state["market"] for c in row)
    for card in state["built"][seat]:
        extra = market_resource(card)
        if extra:
            units[extra[0]] += extra[1]
    return units


def worker_at(state: dict, seat: int, building: int) -> str | None:
    """"diligent" / "sloppy" for the master, "apprentice", or None: who works in a building."""
    master = state["masters"][seat]
    if master is not None and master["building"] == building:
        return master["side"]
    if any(a["building"] == building for a in state["apprentices"][seat]):
        return "apprentice"
    return None


def shortfall(state: dict, seat: int, building: int, units: Counter | None = None) -> Counter:
    """What the building's inputs need beyond the seat's market ("any" for the Glassmaker)."""
    inputs = CARDS[state["built"][seat][building]]["inputs"]
    units = market_units(state, seat) if units is None else units
    if "any" in inputs:
        return Counter({"any": max(0, inputs["any"] - sum(units.values()))})
    return Counter({r: n - units[r] for r, n in inputs.items() if n > units[r]})


def free_units(worker: str, missing: Counter) -> int:
    """Input units a worker may leave uncovered: one for a sloppy master with something missing."""
    return SLOPPY_FREE if worker == "sloppy" and sum(missing.values()) else 0


def cover_ok(state: dict, seat: int, building: int, cards: list) -> bool:
    """True if `cards` (from hand) cover exactly what the worker must cover (rulings 22-24, 36b)."""
    missing = shortfall(state, seat, building)
    return _fits(missing, _needed(state, seat, building, missing), cards, state["options"].get("two_for_one"))


def _needed(state: dict, seat: int, building: int, missing: Counter) -> int:
    return sum(missing.values()) - free_units(worker_at(state, seat, building), missing)


def _fits(missing: Counter, needed: int, cards, pairs: bool) -> bool:
    if "any" in missing:
        return len(cards) == needed
    have = Counter(RESOURCE[c] for c in cards)
    exact = sum(min(n, missing[r]) for r, n in have.items())
    rest = len(cards) - exact
    if pairs and rest % 2 == 0:
        return exact + rest // 2 == needed
    return rest == 0 and exact == needed


def covers(state: dict, seat: int, building: int, units: Counter | None = None) -> list:
    """Exact covers from the hand as sorted card lists (capped at LIST_CAP, fewest cards first)."""
    missing, hand = shortfall(state, seat, building, units), sorted(state["hands"][seat])
    needed = _needed(state, seat, building, missing)
    if needed <= 0:
        return [[]]
    if "any" in missing:
        return [list(c) for c in islice(combinations(hand, needed), LIST_CAP)]
    found = _exact_covers(missing, needed, hand)
    if state["options"].get("two_for_one"):
        budget = LIST_CAP * 64          # combinations looked at, at most
        for size in range(needed + 1, min(len(hand), 2 * needed) + 1):
            for combo in islice(combinations(hand, size), budget):
                if len(found) >= LIST_CAP:
                    return found
                if _fits(missing, needed, combo, True):
                    found.append(list(combo))
    return found[:LIST_CAP]


def _exact_covers(missing: Counter, needed: int, hand: list) -> list:
    """Covers of resource cards matching the missing units one for one (one unit left for sloppy)."""
    by_resource = {r: [c for c in hand if RESOURCE[c] == r] for r in missing}
    shapes = [dict(missing)]
    if needed < sum(missing.values()):
        shapes = [{**missing, r: missing[r] - 1} for r in sorted(missing)]
    found, seen = [], set()
    for shape in shapes:
        options = [()]
        for r, k in sorted(shape.items()):
            options = [o + c for o in options for c in combinations(by_resource[r], k)]
            if not options:
                break
        for option in options:
            key = tuple(sorted(option))
            if key not in seen:
                seen.add(key)
                found.append(list(key))
    return found


def output(worker: str) -> int:
    """Goods a worker makes when its building produces."""
    return OUTPUT[worker]


def chain_uses(state: dict, seat: int, building: int) -> list:
    """One set of the building's chain: [(hand cards, source buildings)], every way the seat can lay it."""
    chain = CARDS[state["built"][seat][building]]["chain"]
    if not chain:
        return []
    options = [((), ())]
    for item, kind in chain:
        if kind == "resource":
            picks = sorted({c for c in state["hands"][seat] if RESOURCE[c] == item})
            options = [(cards + (p,), goods) for cards, goods in options for p in picks if p not in cards]
        else:
            picks = [b for b, card in enumerate(state["built"][seat])
                     if b != building and CARDS[card]["good"] == item and state["goods"][seat][b]]
            options = [(cards, goods + (p,)) for cards, goods in options for p in picks
                       if len(state["goods"][seat][p]) > goods.count(p)]
    return [(list(cards), list(goods)) for cards, goods in options]


def production_buildings(state: dict, seat: int) -> list:
    """Indices of the seat's production buildings (not grey)."""
    return [b for b, card in enumerate(state["built"][seat]) if card in PRODUCTION]


def free_buildings(state: dict, seat: int, moved: dict | None = None) -> list:
    """Production buildings without an apprentice (after `moved`: apprentice card -> building)."""
    moved = moved or {}
    taken = {moved.get(a["card"], a["building"]) for a in state["apprentices"][seat]}
    return [b for b in production_buildings(state, seat) if b not in taken]


def meets(state: dict, seat: int, card: str, side: str, colours: Counter | None = None) -> bool:
    """True if the seat owns a distinct building for every colour icon of the apprentice's side."""
    if colours is None:
        colours = Counter(CARDS[c]["resource"] for c in state["built"][seat])
    return all(colours[colour] >= n for colour, n in apprentice(card, side)["requires"].items())
