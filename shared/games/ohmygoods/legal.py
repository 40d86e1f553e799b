"""The legal actions of a seat, in a fixed order (the next step of a multi-step decision).

Covers and payments are listed best fit first and capped at `reckon.LIST_CAP` per choice: a
payment from which a good could be left out is legal (no change is given) but not listed.
"""
from itertools import combinations, islice

from .data import CARDS, INPUTS, MOVE_COST, SIDES, apprentice
from .flow import is_final_round
from .plans import draft, moved
from .production import can_build, hireable
from .reckon import (LIST_CAP, chain_uses, coins, free_buildings, hand_covers, payments,
                     production_buildings, units_of, workers)

END_CHAIN, END_PRODUCTION, FINISH = {"type": "end_chain"}, {"type": "end_production"}, {"type": "finish_turn"}


def legal_actions(state: dict, seat) -> list:
    """The legal actions of `seat` (None: the system's reveal)."""
    phase, pending = state["phase"], state["pending"]
    if seat is None:
        return [{"type": "reveal"}] if phase == "reveal" and pending is None else []
    if pending is not None:
        return _decision(state, seat, pending) if pending["seat"] == seat else []
    if seat not in state["active"]:
        return []
    if phase == "production":
        return _production(state, seat)
    if phase == "plans":
        return plan_steps(state, seat)
    if phase == "new_cards":
        return _new_cards(state, seat)
    if phase == "discard_half":
        hand = sorted(state["hands"][seat])
        picks = islice(combinations(hand, len(hand) // 2), LIST_CAP)
        return [{"type": "discard_half", "cards": list(p)} for p in picks]
    return []


def _decision(state: dict, seat: int, pending: dict) -> list:
    kind = pending["kind"]
    if kind == "chain":
        return _chains(state, seat, [pending["building"]]) + [END_CHAIN]
    if kind == "place":
        return [{"type": "place_apprentice", "building": b} for b in free_buildings(state, seat)]
    return _build(state, seat)


def _new_cards(state: dict, seat: int) -> list:
    out = [{"type": "keep_hand"}, {"type": "redraw"}]
    if state["options"].get("keep_one"):
        out += [{"type": "redraw", "keep": c} for c in sorted(set(state["hands"][seat]))]
    return out


def _production(state: dict, seat: int) -> list:
    out, used, built = [], state["turn"]["used"], state["built"][seat]
    staffed, units, hand = workers(state, seat), None, None
    for building in sorted(staffed):
        if building in used:
            continue
        if not INPUTS[built[building]]:         # nothing to cover: skip the market and the hand
            out.append({"type": "produce", "building": building, "cover": []})
            continue
        if units is None:
            units, hand = units_of(state, seat), sorted(state["hands"][seat])
        for cover in hand_covers(state, seat, building, units, staffed[building], hand):
            out.append({"type": "produce", "building": building, "cover": cover})
    if is_final_round(state):
        out += _chains(state, seat, production_buildings(state, seat))
    out.append(END_PRODUCTION)
    return out


def _chains(state: dict, seat: int, buildings: list) -> list:
    out = []        # loops, not a comprehension: Python 3.11 pays a call for each comprehension
    for b in buildings:
        for cards, goods in chain_uses(state, seat, b):
            out.append({"type": "chain", "building": b, "cards": cards, "goods": goods})
    return out


def _build(state: dict, seat: int) -> list:
    out, money = [], coins(state, seat)
    if can_build(state, seat, money):
        price = CARDS[state["planned"][seat]]["cost"]
        out += [{"type": "build", "payment": p} for p in payments(state, seat, price)]
    for offer in hireable(state, seat, money):
        price = apprentice(offer["card"], offer["side"])["cost"]
        out += [{"type": "hire", "apprentice": offer["card"], "payment": p}
                for p in payments(state, seat, price)]
    return out + [FINISH]


def plan_steps(state: dict, seat: int) -> list:
    """The next steps of the seat's phase II plan."""
    plan = draft(state, seat)
    if plan["stage"] == "build":
        return [{"type": "plan_building", "card": None}] + [{"type": "plan_building", "card": c}
                                                             for c in sorted(set(state["hands"][seat]))]
    free = free_buildings(state, seat, moved(plan))
    if plan["stage"] == "master":
        return _masters(free)
    out = _moves(state, seat, plan, free)
    if plan["moves"]:
        price = MOVE_COST * len(plan["moves"])
        return out + [{"type": "pay_moves", "payment": p} for p in payments(state, seat, price)]
    return out + _masters(free)


def _moves(state: dict, seat: int, plan: dict, free: list) -> list:
    if not state["apprentices"][seat] or state["options"].get("fixed_apprentices") \
            or coins(state, seat) < MOVE_COST * (len(plan["moves"]) + 1):
        return []               # (no apprentice: nothing to move, and no coins to count)
    done = {m["apprentice"] for m in plan["moves"]}
    return [{"type": "move_apprentice", "apprentice": a["card"], "to": b}
            for a in state["apprentices"][seat] if a["card"] not in done
            for b in free if b != a["building"]]


def _masters(free: list) -> list:
    out = [{"type": "place_master", "building": None}]
    for b in free:
        for side in SIDES:
            out.append({"type": "place_master", "building": b, "side": side})
    return out
