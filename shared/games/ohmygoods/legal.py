"""The legal actions of a seat, in a fixed order (the next step of a multi-step decision).

Covers and payments are listed best fit first and capped at `reckon.LIST_CAP` per choice: a
payment from which a good could be left out is legal (no change is given) but not listed.
"""
from itertools import combinations, islice

from .data import CARDS, MOVE_COST, SIDES, apprentice
from .flow import is_final_round
from .plans import draft, moved
from .production import can_build, hireable
from .reckon import (LIST_CAP, chain_uses, coins, covers, free_buildings, market_units, payments,
                     production_buildings, worker_at)

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
    out, units = [], market_units(state, seat)
    for building in range(len(state["built"][seat])):
        if building not in state["turn"]["used"] and worker_at(state, seat, building):
            out += [{"type": "produce", "building": building, "cover": c}
                    for c in covers(state, seat, building, units)]
    if is_final_round(state):
        out += _chains(state, seat, production_buildings(state, seat))
    return out + [END_PRODUCTION]


def _chains(state: dict, seat: int, buildings: list) -> list:
    return [{"type": "chain", "building": b, "cards": cards, "goods": goods}
            for b in buildings for cards, goods in chain_uses(state, seat, b)]


def _build(state: dict, seat: int) -> list:
    out = []
    if can_build(state, seat):
        price = CARDS[state["planned"][seat]]["cost"]
        out += [{"type": "build", "payment": p} for p in payments(state, seat, price)]
    for offer in hireable(state, seat):
        price = apprentice(offer["card"], offer["side"])["cost"]
        out += [{"type": "hire", "apprentice": offer["card"], "payment": p}
                for p in payments(state, seat, price)]
    return out + [FINISH]


def plan_steps(state: dict, seat: int) -> list:
    """The next steps of the seat's phase II plan."""
    plan = draft(state, seat)
    if plan["stage"] == "build":
        hand = sorted(set(state["hands"][seat]))
        return [{"type": "plan_building", "card": None}] + [{"type": "plan_building", "card": c}
                                                             for c in hand]
    if plan["stage"] == "master":
        return _masters(state, seat, plan)
    out = _moves(state, seat, plan)
    if plan["moves"]:
        price = MOVE_COST * len(plan["moves"])
        return out + [{"type": "pay_moves", "payment": p} for p in payments(state, seat, price)]
    return out + _masters(state, seat, plan)


def _moves(state: dict, seat: int, plan: dict) -> list:
    if state["options"].get("fixed_apprentices") \
            or coins(state, seat) < MOVE_COST * (len(plan["moves"]) + 1):
        return []
    targets, done = free_buildings(state, seat, moved(plan)), moved(plan)
    return [{"type": "move_apprentice", "apprentice": a["card"], "to": b}
            for a in state["apprentices"][seat] if a["card"] not in done
            for b in targets if b != a["building"]]


def _masters(state: dict, seat: int, plan: dict) -> list:
    return [{"type": "place_master", "building": None}] + [
        {"type": "place_master", "building": b, "side": side}
        for b in free_buildings(state, seat, moved(plan)) for side in SIDES]
