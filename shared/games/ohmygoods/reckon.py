"""Reckoning without changing the state: coins, a seat's market, shortfalls, covers, payments.

"Coins" are the summed values of the goods on a seat's buildings; a payment names buildings, one
good each (a building named twice gives two goods), and is worth at least the price with no change.
"""
from collections import Counter
from itertools import combinations, islice

from .data import (CHAIN, COLOUR, GOOD, INPUTS, MARKET_EXTRA, OUTPUT, PRODUCTION, RESOURCE,
                   SLOPPY_FREE, VALUE, apprentice)

LIST_CAP = 64       # legal_actions lists at most this many covers or payments per choice (any valid one is accepted)


def value(state: dict, seat: int, building: int) -> int:
    """The coin value of one good on a building (its producer's good value)."""
    return VALUE[state["built"][seat][building]]


def coins(state: dict, seat: int) -> int:
    """A seat's coins: the summed value of the goods on its buildings."""
    built, total = state["built"][seat], 0
    for b, pile in enumerate(state["goods"][seat]):
        if pile:
            total += VALUE[built[b]] * len(pile)
    return total


def payment_value(state: dict, seat: int, payment) -> int | None:
    """The value of a payment, or None when it names goods the seat does not have."""
    if not isinstance(payment, list) or any(type(b) is not int for b in payment):
        return None
    piles, built = state["goods"][seat], state["built"][seat]
    for building in set(payment):
        if not 0 <= building < len(piles) or len(piles[building]) < payment.count(building):
            return None
    return sum(VALUE[built[b]] for b in payment)


def payments(state: dict, seat: int, price: int) -> list:
    """Payments worth at least `price` from which no good can be left out (best fit first, capped)."""
    if price <= 0:
        return [[]]
    built, groups = state["built"][seat], []
    for b, pile in enumerate(state["goods"][seat]):
        if pile and VALUE[built[b]] > 0:
            groups.append((b, VALUE[built[b]], len(pile)))
    rest = [0] * (len(groups) + 1)            # rest[i]: the worth of every good from group i on
    for i in range(len(groups) - 1, -1, -1):
        rest[i] = rest[i + 1] + groups[i][1] * groups[i][2]
    found = []
    if rest[0] >= price:
        _payments(groups, rest, 0, price, [], 0, 10 ** 9, found)
    if len(found) > 1:
        found.sort(key=lambda p: (p[0] - price, len(p[1]), p[1]))
    return [p[1] for p in found[:LIST_CAP]]


def _payments(groups, rest, index, price, chosen, total, smallest, found) -> bool:
    """Depth first from group `index` (total < price <= total + rest[index]), each group's goods
    left out first: every payment from which no good can be left out, as (total, goods), into
    `found`; False once it holds LIST_CAP * 4 (the listing is cut at the first ones found)."""
    building, worth, count = groups[index]
    after = rest[index + 1]
    if total + after >= price \
            and not _payments(groups, rest, index + 1, price, chosen, total, smallest, found):
        return False
    least = worth if worth < smallest else smallest
    for k in range(1, count + 1):
        reached = total + worth * k
        if reached >= price:
            if reached - least < price:
                found.append((reached, chosen + [building] * k))
                return len(found) < LIST_CAP * 4
            return True
        if reached + after >= price and not _payments(groups, rest, index + 1, price,
                                                       chosen + [building] * k, reached, least, found):
            return False
    return True


def units_of(state: dict, seat: int) -> dict:
    """The seat's market as a plain dict (resource -> units), see `market_units`."""
    units = {}
    get = units.get
    for row in state["market"]:
        for card in row:
            resource = RESOURCE[card]
            units[resource] = get(resource, 0) + 1
    for card in state["built"][seat]:
        if card in MARKET_EXTRA:
            resource, amount = MARKET_EXTRA[card]
            units[resource] = get(resource, 0) + amount
    return units


def market_units(state: dict, seat: int) -> Counter:
    """The seat's market: every market card's resource plus its own market-resource offices (ruling 22)."""
    return Counter(units_of(state, seat))


def worker_at(state: dict, seat: int, building: int) -> str | None:
    """"diligent" / "sloppy" for the master, "apprentice", or None: who works in a building."""
    master = state["masters"][seat]
    if master is not None and master["building"] == building:
        return master["side"]
    if any(a["building"] == building for a in state["apprentices"][seat]):
        return "apprentice"
    return None


def workers(state: dict, seat: int) -> dict:
    """building -> worker_at(building), for every staffed building of the seat."""
    staffed = {}
    for a in state["apprentices"][seat]:
        staffed[a["building"]] = "apprentice"
    master = state["masters"][seat]
    if master is not None:
        staffed[master["building"]] = master["side"]
    return staffed


def shortfall(state: dict, seat: int, building: int, units: dict | None = None) -> Counter:
    """What the building's inputs need beyond the seat's market ("any" for the Glassmaker)."""
    return Counter(_shortfall(state["built"][seat][building],
                              units_of(state, seat) if units is None else units))


def _shortfall(card: str, units: dict) -> dict:
    inputs = INPUTS[card]
    if "any" in inputs:
        return {"any": max(0, inputs["any"] - sum(units.values()))}
    missing = {}
    for resource, n in inputs.items():
        have = units.get(resource, 0)
        if n > have:
            missing[resource] = n - have
    return missing


def free_units(worker: str, missing: dict) -> int:
    """Input units a worker may leave uncovered: one for a sloppy master with something missing."""
    return SLOPPY_FREE if worker == "sloppy" and sum(missing.values()) else 0


def cover_ok(state: dict, seat: int, building: int, cards: list, worker: str | None = None) -> bool:
    """True if `cards` (from hand) cover exactly what the worker must cover (rulings 22-24, 36b)."""
    card = state["built"][seat][building]
    missing = _shortfall(card, units_of(state, seat) if INPUTS[card] else {})
    worker = worker_at(state, seat, building) if worker is None else worker
    needed = sum(missing.values()) - free_units(worker, missing)
    return _fits(missing, needed, cards, state["options"].get("two_for_one"))


def _fits(missing: dict, needed: int, cards, pairs: bool) -> bool:
    if "any" in missing:
        return len(cards) == needed
    have = {}
    for card in cards:
        have[RESOURCE[card]] = have.get(RESOURCE[card], 0) + 1
    exact = sum(min(n, missing.get(r, 0)) for r, n in have.items())
    rest = len(cards) - exact
    if pairs and rest % 2 == 0:
        return exact + rest // 2 == needed
    return rest == 0 and exact == needed


def covers(state: dict, seat: int, building: int, units: dict | None = None) -> list:
    """Exact covers from the hand as sorted card lists (capped at LIST_CAP, fewest cards first)."""
    units = units_of(state, seat) if units is None else units
    return hand_covers(state, seat, building, units, worker_at(state, seat, building),
                       sorted(state["hands"][seat]))


def hand_covers(state: dict, seat: int, building: int, units: dict, worker, hand: list) -> list:
    """`covers` with the seat's market, the building's worker and the sorted hand already known."""
    missing = _shortfall(state["built"][seat][building], units)
    needed = sum(missing.values())
    if worker == "sloppy" and needed:
        needed -= SLOPPY_FREE
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


def _exact_covers(missing: dict, needed: int, hand: list) -> list:
    """Covers of resource cards matching the missing units one for one (one unit left for sloppy)."""
    if len(missing) == 1:       # one resource, one shape: combinations of the sorted hand, all sorted
        ((resource, count),) = missing.items()
        cards = [c for c in hand if RESOURCE[c] == resource]
        return list(map(list, combinations(cards, count - (needed < count))))
    by_resource = {r: [c for c in hand if RESOURCE[c] == r] for r in missing}
    if needed == sum(missing.values()):        # one shape: its covers differ, no duplicate to drop
        return [sorted(option) for option in _shape_options(missing, by_resource)]
    found, seen = [], set()
    for shape in [{**missing, r: missing[r] - 1} for r in sorted(missing)]:
        for option in _shape_options(shape, by_resource):
            key = tuple(sorted(option))
            if key not in seen:
                seen.add(key)
                found.append(list(key))
    return found


def _shape_options(shape: dict, by_resource: dict) -> list:
    options = [()]
    for r, k in sorted(shape.items()):
        options = [o + c for o in options for c in combinations(by_resource[r], k)]
        if not options:
            break
    return options


def output(worker: str) -> int:
    """Goods a worker makes when its building produces."""
    return OUTPUT[worker]


def chain_uses(state: dict, seat: int, building: int) -> list:
    """One set of the building's chain: [(hand cards, source buildings)], every way the seat can lay it."""
    chain = CHAIN[state["built"][seat][building]]
    if not chain:
        return []
    if len(chain) == 1:             # most chains have one item: each pick is a whole set
        item, kind = chain[0]
        picks = _chain_picks(state, seat, building, item, kind)
        return [([p], []) for p in picks] if kind == "resource" else [([], [p]) for p in picks]
    goods, options = state["goods"][seat], [((), ())]
    for item, kind in chain:
        picks = _chain_picks(state, seat, building, item, kind)
        if kind == "resource":
            options = [(cards + (p,), used) for cards, used in options for p in picks if p not in cards]
        else:
            options = [(cards, used + (p,)) for cards, used in options for p in picks
                       if len(goods[p]) > used.count(p)]
        if not options:
            return []
    return [(list(cards), list(used)) for cards, used in options]


def _chain_picks(state: dict, seat: int, building: int, item: str, kind: str) -> list:
    """Where one chain item can come from: hand cards of the resource (sorted), or the seat's other
    buildings holding goods of that kind."""
    if kind == "resource":
        return sorted({c for c in state["hands"][seat] if RESOURCE[c] == item})
    goods = state["goods"][seat]
    return [b for b, card in enumerate(state["built"][seat])
            if b != building and GOOD[card] == item and goods[b]]


def production_buildings(state: dict, seat: int) -> list:
    """Indices of the seat's production buildings (not grey)."""
    return [b for b, card in enumerate(state["built"][seat]) if card in PRODUCTION]


def free_buildings(state: dict, seat: int, moved: dict | None = None) -> list:
    """Production buildings without an apprentice (after `moved`: apprentice card -> building)."""
    apprentices, built = state["apprentices"][seat], state["built"][seat]
    if not apprentices:             # (most seats, most of the game)
        return [b for b, card in enumerate(built) if card in PRODUCTION]
    if moved:
        taken = {moved.get(a["card"], a["building"]) for a in apprentices}
    else:
        taken = {a["building"] for a in apprentices}
    return [b for b, card in enumerate(built) if card in PRODUCTION and b not in taken]


def colours_of(state: dict, seat: int) -> dict:
    """colour -> how many of the seat's buildings show it (what apprentices require)."""
    colours = {}
    for card in state["built"][seat]:
        colours[COLOUR[card]] = colours.get(COLOUR[card], 0) + 1
    return colours


def meets(state: dict, seat: int, card: str, side: str, colours: dict | None = None) -> bool:
    """True if the seat owns a distinct building for every colour icon of the apprentice's side."""
    if colours is None:
        colours = colours_of(state, seat)
    for colour, n in apprentice(card, side)["requires"].items():
        if colours.get(colour, 0) < n:
            return False
    return True
