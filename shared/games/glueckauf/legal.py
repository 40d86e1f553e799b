"""Legal actions in a deterministic order: placements, and the next steps of a pending decision."""
from itertools import permutations

from .coal import ready_vehicles, spot_complete
from .data import (BANK, CAGE_CAPACITY, COLOURS, LEVELS, ORDER_CARDS, SPACE_KIND, SPACE_PARAM,
                   SPACES, TILE_COST)
from .decisions import DESTINATIONS

# Shared, never-mutated action objects: listing the legal actions allocates almost nothing.
PLACE = {sid: {"type": "place", "space": sid} for sid, _, _, _ in SPACES}
PLACE[BANK] = {"type": "place", "space": BANK}
MOVE = {level: {"type": "move_cage", "level": level} for level in LEVELS}
LOAD = {c: {"type": "load", "colour": c} for c in COLOURS}
STORE = {c: {"type": "store", "colour": c} for c in COLOURS}
STOP = {"type": "stop"}
SCORE_SHIFT = {"type": "score_shift"}
SUBSTITUTE = {c: {"type": "substitute_coal", "colour": c} for c in COLOURS}
LEAVE_EMPTY = {"type": "substitute_coal", "colour": None}      # the rulebook's "may": no cube at all


def legal_actions(state: dict, seat) -> list:
    """Every legal action of the acting seat (or the system) now."""
    pending = state["pending"]
    if pending is not None:
        return _DECISIONS[pending["kind"]](state, seat, pending)
    phase = state["phase"]
    if phase == "work":
        return placements(state, seat)
    if phase == "draft":
        return [{"type": "draft", "card": c} for c in state["draft"]["display"]]
    if phase == "shift_scoring":
        return [SCORE_SHIFT]
    return []


def placements(state: dict, seat: int) -> list:
    """Worker spaces the seat can choose (enough workers to oust, action performable), then the Bank."""
    me = state["seats"][seat]
    workers, marks, ready = me["workers"], me["marks"], None
    factory, order_spaces = state["factory"], state["order_spaces"]
    out = []
    for space, occupancy in state["occupancy"].items():   # the same checks as work.performable, inlined
        if sum(occupancy) >= workers:
            continue
        kind = SPACE_KIND[space]
        if kind == "factory":
            tile = factory[space]
            if tile is None or TILE_COST[tile] > marks:
                continue
        elif kind == "delivery":
            if ready is None:
                ready = ready_vehicles(me)
            if SPACE_PARAM[space] not in ready:
                continue
        elif kind == "order":
            if order_spaces[space] is None:
                continue
        elif (kind == "factory_draw" and not state["tile_stack"]) or (
                kind == "order_draw" and not state["order_deck"]):
            continue
        out.append(PLACE[space])
    out.append(PLACE[BANK])
    return out


def mining_steps(state: dict, seat: int, pending: dict) -> list:
    """The next work steps: cage moves, loading, storing, filling a spot, or stopping."""
    me = state["seats"][seat]
    level = me["cage_level"]
    out = [MOVE[other] for other in LEVELS if other != level]
    if level != "surface":
        if sum(me["cage"].values()) < CAGE_CAPACITY:
            cubes = me["pit"][level]["cubes"]
            out += [LOAD[c] for c in COLOURS if cubes[c]]
        sources = ("storage",)
    else:
        out += [STORE[c] for c in COLOURS if me["cage"][c]]
        sources = ("cage", "storage")
    out += _fills(me, sources)
    out.append(STOP)
    return out


def _fills(me: dict, sources: tuple) -> list:
    colours = [(src, c) for src in sources for c in COLOURS if me[src][c]]
    if not colours:
        return []
    out = []
    for order in me["outstanding"]:
        printed, seen = ORDER_CARDS[order["card"]]["coals"], set()
        for i, spot in enumerate(order["spots"]):
            key = (printed[i], tuple(spot))          # identical spots give identical results: list one
            if key in seen or spot_complete(printed[i], spot):
                continue
            seen.add(key)
            out += [{"type": "fill", "order": order["card"], "spot": i, "colour": c, "from": src}
                    for src, c in colours]
    return out


def _keep_tile(state, seat, pending):
    marks = state["seats"][seat]["marks"]
    tiles = sorted({t for t in pending["drawn"] if TILE_COST[t] <= marks})
    return [{"type": "keep_tile", "tile": None}] + [{"type": "keep_tile", "tile": t} for t in tiles]


def _keep_order(state, seat, pending):
    return [{"type": "keep_order", "card": None}] + [
        {"type": "keep_order", "card": c} for c in sorted(set(pending["drawn"]))]


def _returns(kind):
    def listing(state, seat, pending):
        orders = sorted(set(permutations(pending["drawn"])))
        return [{"type": kind, "to": to, "order": list(o)} for to in DESTINATIONS for o in orders]
    return listing


def _substitute(state, seat, pending):
    return [LEAVE_EMPTY] + [SUBSTITUTE[c] for c in COLOURS if state["supply"][c]]


_DECISIONS = {"mining": mining_steps, "keep_tile": _keep_tile, "keep_order": _keep_order,
              "return_tiles": _returns("return_tiles"), "return_orders": _returns("return_orders"),
              "substitute_coal": _substitute}
