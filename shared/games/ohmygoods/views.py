"""What a seat may know (ruling 8), the leak probe of the contract suite, and the invariants.

Public: buildings, the number of goods on each, workers, the display, hand sizes, deck and discard
sizes, the market, whether a card is planned. Private: a seat's own hand, planned card and plan
draft. Never shown: the faces of goods, the deck's order, the discard pile's cards.
"""
import random
from collections import Counter

from .data import APPRENTICE_IDS, CHARBURNERS, DECK, MASTERS
from .reckon import production_buildings
from .state import copy_state

PUBLIC = ("game", "players", "options", "phase", "active", "pending", "round", "lead", "stage",
          "market", "built", "masters", "apprentices", "display", "turn", "steps", "suspended",
          "halved", "extra", "revealing", "end_round", "tally", "history")


def view(state: dict, seat) -> dict:
    """The state as `seat` (None: a spectator) may see it."""
    out = {key: state[key] for key in PUBLIC}
    for key in ("active", "masters", "display", "steps", "extra", "history"):
        out[key] = list(state[key])
    out["market"] = [list(row) for row in state["market"]]
    out["built"] = [list(b) for b in state["built"]]
    out["apprentices"] = [list(a) for a in state["apprentices"]]
    tally = state["tally"]
    out["tally"] = {"goods": list(tally["goods"]), "built": [list(b) for b in tally["built"]],
                    "hired": [list(h) for h in tally["hired"]]}
    out["deck"], out["discard"] = len(state["deck"]), len(state["discard"])
    out["hand_sizes"] = [len(hand) for hand in state["hands"]]
    out["goods"] = [[len(pile) for pile in seat_goods] for seat_goods in state["goods"]]
    out["planned"] = [card is not None for card in state["planned"]]
    own = seat is not None and 0 <= seat < state["players"]
    out["viewer"] = seat
    out["hand"] = sorted(state["hands"][seat]) if own else None
    out["planned_card"] = state["planned"][seat] if own else None
    out["draft"] = state["drafts"][seat] if own else None
    return out


def shuffle_hidden(state: dict, seat, salt: int) -> dict:
    """A copy with what `seat` cannot know dealt anew: deck, discard, other hands and planned cards,
    the faces of every good."""
    new, probe = copy_state(state), random.Random(salt)   # a seeded test probe, not game randomness
    others = [s for s in range(state["players"]) if s != seat]
    slots = [new["deck"], new["discard"]] + [new["hands"][s] for s in others] \
        + [pile for seat_goods in new["goods"] for pile in seat_goods]
    planned = [s for s in others if new["planned"][s] is not None]
    pool = [c for lst in slots for c in lst] + [new["planned"][s] for s in planned]
    pool.sort(key=lambda _: probe.random())          # a random order, cheaper than shuffle()
    for lst in slots:
        lst[:], pool = pool[:len(lst)], pool[len(lst):]
    for s, card in zip(planned, pool):
        new["planned"][s] = card
    return new


def invariants(state: dict) -> list:
    """All 110 cards accounted for once; at most one worker in a building, only production buildings."""
    problems = []
    places = state["deck"] + state["discard"] + state["market"][0] + state["market"][1] \
        + [c for h in state["hands"] for c in h] + [c for p in state["planned"] if p for c in [p]] \
        + [c for seat in state["goods"] for pile in seat for c in pile] \
        + [c for b in state["built"] for c in b[1:]]
    if Counter(places) != Counter(DECK):
        problems.append(f"the 94 deck cards are not each in one place: {len(places)} placed")
    burners = [b[0] for b in state["built"]] + [c for c in state["removed"] if c in CHARBURNERS]
    apprentices = [a["card"] for a in state["display"]] + [a["card"] for s in state["apprentices"]
                                                            for a in s]
    apprentices += [c for c in state["removed"] if c in APPRENTICE_IDS]
    if state["pending"] is not None and state["pending"]["kind"] == "place":
        apprentices.append(state["pending"]["apprentice"]["card"])        # hired, being placed
    masters = state["master_cards"] + [c for c in state["removed"] if c in MASTERS]
    for name, found, full in (("Charburners", burners, CHARBURNERS), ("apprentices", apprentices,
                              APPRENTICE_IDS), ("masters", masters, MASTERS)):
        if sorted(found) != sorted(full):
            problems.append(f"the {name} are not each in one place: {sorted(found)}")
    problems += _workers(state)
    return problems


def _workers(state: dict) -> list:
    problems = []
    for seat in range(state["players"]):
        where = [a["building"] for a in state["apprentices"][seat]]
        master = state["masters"][seat]
        if master is not None:
            where.append(master["building"])
        if len(where) != len(set(where)):
            problems.append(f"seat {seat} has two workers in one building: {where}")
        if not set(where) <= set(production_buildings(state, seat)):
            problems.append(f"seat {seat} has a worker outside its production buildings")
        if len(state["goods"][seat]) != len(state["built"][seat]):
            problems.append(f"seat {seat}'s goods do not match its buildings")
    return problems


def rounds(state: dict) -> list:
    """One result per finished round."""
    return [dict(record) for record in state["history"]]
