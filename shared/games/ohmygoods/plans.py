"""Phase II plans (ruling 16): apprentice moves and their payment, the master, the planned building.

All seats plan at once. A seat drafts its plan step by step (`move_apprentice`... `pay_moves`, then
`place_master`, then `plan_building`), each step checked at once and seen by that seat only; the last
step seals the whole plan (`engine.seal`), final. A client may send the steps as one atomic batch.
The system's reveal then carries out every plan in turn order (`resolve`).
"""
from shared import engine
from shared.engine import IllegalAction

from . import flow
from .data import MOVE_COST, SIDES
from .reckon import coins, free_buildings, payment_value
from .state import discard_goods, order_from_lead

FRESH = {"stage": "moves", "moves": [], "payment": [], "master": None}


def draft(state: dict, seat: int) -> dict:
    """The seat's plan so far (a fresh one before its first step)."""
    return state["drafts"][seat] or FRESH


def moved(plan: dict) -> dict:
    """apprentice card -> building after the plan's moves."""
    return {m["apprentice"]: m["to"] for m in plan["moves"]}


def move_apprentice(state: dict, seat: int, action: dict) -> list:
    """Plan to move one apprentice to a free production building, for MOVE_COST coins (paid at the reveal)."""
    plan = draft(state, seat)
    check_move(state, seat, plan, action.get("apprentice"), action.get("to"))
    step = {"apprentice": action["apprentice"], "to": action["to"]}
    return _step(state, seat, {**plan, "moves": plan["moves"] + [step]}, action)


def check_move(state: dict, seat: int, plan: dict, card, to) -> None:
    """IllegalAction unless this move may join the plan."""
    if state["options"].get("fixed_apprentices"):
        raise IllegalAction("apprentices_cannot_move", "apprentices stay where they are (option)")
    if plan["stage"] != "moves":
        raise IllegalAction("moves_are_planned", "apprentice moves come first in a plan")
    where = {a["card"]: a["building"] for a in state["apprentices"][seat]}
    if not isinstance(card, str) or card not in where or card in moved(plan):
        raise IllegalAction("no_such_apprentice", f"{card!r} is not an apprentice of yours still to move")
    if type(to) is not int or to not in free_buildings(state, seat, moved(plan)) or to == where[card]:
        raise IllegalAction("building_not_free", "move an apprentice to another free production building")
    if coins(state, seat) < MOVE_COST * (len(plan["moves"]) + 1):
        raise IllegalAction("cannot_pay", f"each move costs {MOVE_COST} coins")


def pay_moves(state: dict, seat: int, action: dict) -> list:
    """Name the goods that pay for all the planned moves: worth at least their price, no change."""
    plan = draft(state, seat)
    if plan["stage"] != "moves" or not plan["moves"]:
        raise IllegalAction("nothing_to_pay", "pay after planning at least one move")
    price = MOVE_COST * len(plan["moves"])
    worth = payment_value(state, seat, action.get("payment"))
    if worth is None or worth < price:
        raise IllegalAction("payment_too_small", f"the moves cost {price} coins in goods you have")
    return _step(state, seat, {**plan, "stage": "master", "payment": list(action["payment"])}, action)


def place_master(state: dict, seat: int, action: dict) -> list:
    """Put the master in a production building without an apprentice, diligent or sloppy (None: idle)."""
    plan, building = draft(state, seat), action.get("building")
    if plan["stage"] == "build" or (plan["stage"] == "moves" and plan["moves"]):
        raise IllegalAction("master_out_of_order", "pay for the moves, then place the master, once")
    master = None
    if building is not None:
        if type(building) is not int or building not in free_buildings(state, seat, moved(plan)):
            raise IllegalAction("building_not_free", "the master works in a production building "
                                "of yours without an apprentice")
        if action.get("side") not in SIDES:
            raise IllegalAction("no_such_side", f"the master works {' or '.join(SIDES)}")
        master = {"building": building, "side": action["side"]}
    return _step(state, seat, {**plan, "stage": "build", "master": master}, action)


def plan_building(state: dict, seat: int, action: dict) -> list:
    """Lay at most one hand card face down as this round's building; this seals the plan."""
    plan, card = draft(state, seat), action.get("card")
    if plan["stage"] != "build":
        raise IllegalAction("master_first", "place the master (or leave it idle) first")
    if card is not None and card not in state["hands"][seat]:
        raise IllegalAction("card_not_in_hand", f"{card!r} is not in your hand")
    state["drafts"][seat] = None
    choice = {"moves": plan["moves"], "payment": plan["payment"], "master": plan["master"],
              "build": card}
    events = engine.seal(state, seat, choice)
    if not state["active"]:
        flow.open_reveal(state)
    return events


def _step(state: dict, seat: int, plan: dict, action: dict) -> list:
    state["drafts"][seat] = plan
    return [{"type": "PlanDrafted", "seat": seat, "secret": {"step": dict(action)}}]


def resolve(state: dict, choices: dict) -> list:
    """Carry out every plan in turn order: pay and move apprentices, place masters, set cards aside."""
    shown, events = [], []
    for seat in order_from_lead(state):
        plan = choices[seat]
        discard_goods(state, seat, plan["payment"])
        targets = moved(plan)
        state["apprentices"][seat] = [{**a, "building": targets.get(a["card"], a["building"])}
                                      for a in state["apprentices"][seat]]
        state["masters"][seat] = plan["master"]
        if plan["build"] is not None:
            state["hands"][seat].remove(plan["build"])
            state["planned"][seat] = plan["build"]
            events.append({"type": "BuildingPlanned", "seat": seat, "secret": {"card": plan["build"]}})
        shown.append({"seat": seat, "master": plan["master"], "moves": plan["moves"],
                      "payment": plan["payment"], "planned": plan["build"] is not None})
    return [{"type": "PlansRevealed", "round": state["round"], "plans": shown}] + events
