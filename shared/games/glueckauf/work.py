"""The work phase: placing workers on spaces, the Bank, ousting, and each space's action."""
from shared.engine import IllegalAction, next_clockwise

from .coal import order_complete, ready_vehicles
from .data import (BANK, BANK_MARKS, DRAW_SIZE, ORDER_CARDS, SPACE_KIND, SPACE_PARAM, TILE_COST,
                   TILE_TYPES)
from .state import draw_top, new_order


def place(state: dict, seat: int, action: dict) -> list:
    """Handle `place`: put workers on a space (ousting any there) and perform its action."""
    space = action.get("space")
    me = state["seats"][seat]
    if space == BANK:
        me["workers"] -= 1
        me["bank"] += 1
        me["marks"] += BANK_MARKS
        return [{"type": "WorkersPlaced", "seat": seat, "space": BANK, "workers": 1, "ousted": []},
                {"type": "MarksGained", "seat": seat, "marks": BANK_MARKS}] + end_turn(state)
    occupancy = state["occupancy"].get(space)
    if occupancy is None:
        raise IllegalAction("unknown_space", f"{space!r} is not an open worker space")
    need = sum(occupancy) + 1
    if need > me["workers"]:
        raise IllegalAction(f"space_occupied_needs_{need}_workers",
                            f"{space} needs {need} workers and seat {seat} has {me['workers']}")
    check_performable(state, seat, space)
    ousted = list(occupancy)
    for other, count in enumerate(ousted):
        state["seats"][other]["canteen"] += count
        occupancy[other] = 0
    occupancy[seat] = need
    me["workers"] -= need
    events = [{"type": "WorkersPlaced", "seat": seat, "space": space, "workers": need, "ousted": ousted}]
    events += _PERFORM[SPACE_KIND[space]](state, seat, space)
    if state["pending"] is None:
        events += end_turn(state)
    return events


def performable(state: dict, seat: int, space: str) -> str | None:
    """None if the seat can perform the space's action, else the reason's code."""
    kind = SPACE_KIND[space]
    if kind == "factory":
        tile = state["factory"][space]
        if tile is None:
            return "no_tile_here"
        return None if state["seats"][seat]["marks"] >= TILE_COST[tile] else "cannot_afford_tile"
    if kind == "factory_draw":
        return None if state["tile_stack"] else "tile_stack_empty"
    if kind == "delivery":
        ready = SPACE_PARAM[space] in ready_vehicles(state["seats"][seat])
        return None if ready else "no_complete_order"
    if kind == "order":
        return None if state["order_spaces"][space] is not None else "no_order_here"
    if kind == "order_draw":
        return None if state["order_deck"] else "order_deck_empty"
    return None


def check_performable(state: dict, seat: int, space: str) -> None:
    """Raise IllegalAction when the seat cannot perform the space's action."""
    code = performable(state, seat, space)
    if code is not None:
        raise IllegalAction(code, f"seat {seat} cannot perform the action of {space}: {code}")


def end_turn(state: dict) -> list:
    """Refill emptied spaces, then pass the turn clockwise to a seat with workers left."""
    events = []
    for space, tile in state["factory"].items():
        if tile is None and state["tile_stack"]:
            state["factory"][space] = draw_top(state, "tile")
            events.append({"type": "SpaceRefilled", "space": space, "tile": state["factory"][space]})
    for space, card in state["order_spaces"].items():
        if card is None and state["order_deck"]:
            state["order_spaces"][space] = draw_top(state, "order")
            events.append({"type": "SpaceRefilled", "space": space, "order": state["order_spaces"][space]})
    state["turn"] += 1
    seats = state["seats"]
    following = next_clockwise(state["active"][0], state["players"], lambda s: seats[s]["workers"] > 0)
    if following is None:
        state["phase"], state["active"] = "shift_scoring", []
        events.append({"type": "ShiftEnded", "shift": state["shift"]})
    else:
        state["active"] = [following]
    return events


def gain_tile(state: dict, seat: int, tile: int, resume: dict | None) -> list:
    """Pay for a tunnel tile, add it to the pit and put a cube on each of its lorries."""
    spec = TILE_TYPES[tile]
    me = state["seats"][seat]
    me["marks"] -= TILE_COST[tile]
    level = me["pit"][spec["level"]]
    level["lorries"] += spec["lorries"]
    me["tiles"].append(tile)
    me[spec["side"]] += 1
    colour, short = spec["level"], 0
    for _ in range(spec["lorries"]):
        if state["supply"][colour] > 0:
            state["supply"][colour] -= 1
            level["cubes"][colour] += 1
        else:
            short += 1
    events = [{"type": "TileBought", "seat": seat, "tile": tile, "cost": TILE_COST[tile],
               "level": colour, "side": spec["side"]}]
    return events + fill_short_lorries(state, seat, colour, short, resume)


def fill_short_lorries(state: dict, seat: int, level: str, short: int, resume: dict | None) -> list:
    """The coal-shortage rule: each lorry whose colour ran out may take a cube of another colour.

    The player decides lorry by lorry (decision `substitute_coal`: a colour, or none to leave it
    empty) while the supply holds any cube; with an empty supply the lorries stay empty unasked.
    """
    if short and any(state["supply"].values()):
        state["pending"] = {"kind": "substitute_coal", "seat": seat, "level": level,
                            "remaining": short, "resume": resume}
    else:
        state["pending"] = resume
    return []


def put_substitute(state: dict, seat: int, level: str, colour: str | None) -> list:
    """Put one cube of `colour` from the supply on an empty lorry of `level` (None: leave it empty)."""
    if colour is None:
        return [{"type": "LorryLeftEmpty", "seat": seat, "level": level}]
    state["supply"][colour] -= 1
    state["seats"][seat]["pit"][level]["cubes"][colour] += 1
    return [{"type": "SubstituteCoalPlaced", "seat": seat, "level": level, "colour": colour}]


def _factory(state, seat, space):
    tile = state["factory"][space]
    state["factory"][space] = None
    return gain_tile(state, seat, tile, None)


def _draw(stack: str):
    def perform(state, seat, space):
        drawn = [draw_top(state, stack) for _ in range(min(DRAW_SIZE, len(state[_STACK[stack]])))]
        state["pending"] = {"kind": f"keep_{stack}", "seat": seat, "drawn": drawn}
        return [{"type": f"{stack.capitalize()}sDrawn", "seat": seat, "count": len(drawn),
                 "secret": {"drawn": list(drawn)}}]
    return perform


_STACK = {"tile": "tile_stack", "order": "order_deck"}


def _mining(state, seat, space):
    state["pending"] = {"kind": "mining", "seat": seat, "steps": SPACE_PARAM[space]}
    return []


def _delivery(state, seat, space):
    me, vehicle = state["seats"][seat], SPACE_PARAM[space]
    done = [o for o in me["outstanding"]
            if ORDER_CARDS[o["card"]]["vehicle"] == vehicle and order_complete(o)]
    for order in done:
        for spot in order["spots"]:
            for cube in spot:
                state["supply"][cube] += 1
        me["outstanding"].remove(order)
        me["delivered"].append(order["card"])
    vp = sum(ORDER_CARDS[o["card"]]["vp"] for o in done)
    me["vp"] += vp
    me["delivery_vp"] += vp
    return [{"type": "OrdersDelivered", "seat": seat, "vehicle": vehicle,
             "orders": [o["card"] for o in done], "vp": vp}]


def _money(state, seat, space):
    state["seats"][seat]["marks"] += SPACE_PARAM[space]
    return [{"type": "MarksGained", "seat": seat, "marks": SPACE_PARAM[space]}]


def _order(state, seat, space):
    card = state["order_spaces"][space]
    state["order_spaces"][space] = None
    state["seats"][seat]["outstanding"].append(new_order(card))
    return [{"type": "OrderTaken", "seat": seat, "space": space, "order": card}]


_PERFORM = {"factory": _factory, "factory_draw": _draw("tile"), "mining": _mining,
            "delivery": _delivery, "money": _money, "order": _order, "order_draw": _draw("order")}
