"""Mining: the work steps of a mining space (cage moves, loading, filling orders, private storage)."""
from shared.engine import IllegalAction

from .coal import find_order, spot_complete
from .data import CAGE_CAPACITY, COLOURS, LEVELS, ORDER_CARDS
from .work import end_turn

SOURCES = ("cage", "storage")


def move_cage(state: dict, seat: int, action: dict) -> list:
    """One step: move the pit cage up or down to any tunnel level or the surface."""
    me, level = state["seats"][seat], action.get("level")
    if level not in LEVELS or level == me["cage_level"]:
        raise IllegalAction("invalid_cage_move", f"the cage cannot move to {level!r}")
    me["cage_level"] = level
    return _step(state, [{"type": "CageMoved", "seat": seat, "level": level}])


def load(state: dict, seat: int, action: dict) -> list:
    """One step: move a cube from a lorry of the cage's tunnel level into the cage."""
    me, colour = state["seats"][seat], action.get("colour")
    level = me["cage_level"]
    if level == "surface":
        raise IllegalAction("cage_at_surface", "the cage must be at a tunnel level to load coal")
    if colour not in COLOURS or me["pit"][level]["cubes"][colour] == 0:
        raise IllegalAction("no_such_coal_here", f"no {colour!r} cube on the {level} level")
    if sum(me["cage"].values()) >= CAGE_CAPACITY:
        raise IllegalAction("cage_full", f"the pit cage holds {CAGE_CAPACITY} cubes")
    me["pit"][level]["cubes"][colour] -= 1
    me["cage"][colour] += 1
    return _step(state, [{"type": "CoalLoaded", "seat": seat, "level": level, "colour": colour}])


def store(state: dict, seat: int, action: dict) -> list:
    """One step: at the surface, move a cube from the cage to private storage."""
    me, colour = state["seats"][seat], action.get("colour")
    if me["cage_level"] != "surface":
        raise IllegalAction("cage_not_at_surface", "coal is stored only at the surface")
    if colour not in COLOURS or me["cage"][colour] == 0:
        raise IllegalAction("no_such_coal_in_cage", f"no {colour!r} cube in the cage")
    me["cage"][colour] -= 1
    me["storage"][colour] += 1
    return _step(state, [{"type": "CoalStored", "seat": seat, "colour": colour}])


def fill(state: dict, seat: int, action: dict) -> list:
    """One step: put a cube from the cage (at the surface) or storage on a spot of an outstanding order."""
    me, colour, source = state["seats"][seat], action.get("colour"), action.get("from")
    if source not in SOURCES:
        raise IllegalAction("invalid_source", "'from' is 'cage' or 'storage'")
    if source == "cage" and me["cage_level"] != "surface":
        raise IllegalAction("cage_not_at_surface", "cubes leave the cage only at the surface")
    if colour not in COLOURS or me[source][colour] == 0:
        raise IllegalAction("no_such_coal", f"no {colour!r} cube in the {source}")
    order = find_order(me, action.get("order"))
    spot_index = action.get("spot")
    if order is None or not isinstance(spot_index, int) or not 0 <= spot_index < len(order["spots"]):
        raise IllegalAction("no_such_spot", "no such spot on your outstanding orders")
    spot = order["spots"][spot_index]
    if spot_complete(ORDER_CARDS[order["card"]]["coals"][spot_index], spot):
        raise IllegalAction("spot_filled", "that spot is already filled")
    me[source][colour] -= 1
    spot.append(colour)
    return _step(state, [{"type": "SpotFilled", "seat": seat, "order": order["card"],
                          "spot": spot_index, "colour": colour, "from": source}])


def stop(state: dict, seat: int, action: dict) -> list:
    """End the mining action; the remaining steps are forfeited."""
    forfeited = state["pending"]["steps"]
    state["pending"] = None
    return [{"type": "MiningStopped", "seat": seat, "forfeited": forfeited}] + end_turn(state)


def _step(state: dict, events: list) -> list:
    pending = state["pending"]
    pending["steps"] -= 1
    if pending["steps"] == 0:
        state["pending"] = None
        events.append({"type": "MiningStopped", "seat": pending["seat"], "forfeited": 0})
        events += end_turn(state)
    return events
