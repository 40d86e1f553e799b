"""Sampling a whole state that agrees with one seat's view: the unseen cards dealt at random.

Unseen are the deck, the discard pile, other seats' hands and planned cards, and the faces of all
goods. Another seat's sealed choice (null in the view) is replaced by a plausible one.
"""
import random

from ..data import APPRENTICE_IDS, CHARBURNERS, DECK, MASTERS
from ..state import copy_state
from .policy import quick_plan

_DROP = ("viewer", "hand", "planned_card", "draft", "hand_sizes", "sealed", "timer", "window")


def determinize(view: dict, seat: int, seed) -> dict:
    """A full state consistent with `view` as seen by `seat`."""
    rand = random.Random(seed)
    state = {k: v for k, v in view.items() if k not in _DROP}
    players = view["players"]
    state["master_cards"], state["removed"] = list(MASTERS[:players]), _removed(view)
    state["drafts"] = [view["draft"] if s == seat else None for s in range(players)]
    pool = _unseen(view, seat)
    rand.shuffle(pool)
    hands, planned = [], []
    for s in range(players):
        if s == seat:
            hands.append(list(view["hand"]))
            planned.append(view["planned_card"])
            continue
        hands.append([pool.pop() for _ in range(view["hand_sizes"][s])])
        planned.append(pool.pop() if view["planned"][s] else None)
    state["hands"], state["planned"] = hands, planned
    state["goods"] = [[[pool.pop() for _ in range(n)] for n in seat_goods] for seat_goods in view["goods"]]
    state["discard"] = [pool.pop() for _ in range(view["discard"])]
    state["deck"] = pool
    if len(pool) != view["deck"]:
        raise ValueError(f"the view's deck of {view['deck']} does not match {len(pool)} unseen cards")
    state["rng"] = rand.getrandbits(64)
    state = copy_state(state)
    if view.get("sealed"):
        state["sealed"] = {k: (c if c is not None else _guess(state, int(k), rand))
                           for k, c in view["sealed"].items()}
    return state


def _removed(view: dict) -> list:
    """The cards out of the game: Charburners, apprentices and masters nobody has."""
    held = {b[0] for b in view["built"]} | {a["card"] for a in view["display"]}
    held |= {a["card"] for seat in view["apprentices"] for a in seat}
    pending = view["pending"]
    if pending is not None and pending["kind"] == "place":
        held.add(pending["apprentice"]["card"])
    out = [c for c in CHARBURNERS + APPRENTICE_IDS if c not in held]
    return sorted(out + list(MASTERS[view["players"]:]))


def _unseen(view: dict, seat: int) -> list:
    """Deck cards not visible to `seat`, in a fixed order."""
    seen = set(view["hand"] or [])
    seen.update(c for row in view["market"] for c in row)
    seen.update(c for built in view["built"] for c in built[1:])
    seen.add(view["planned_card"])
    return [c for c in DECK if c not in seen]


def _guess(state: dict, seat: int, rand) -> dict:
    """Another seat's sealed choice, unknown: a plausible one for the phase."""
    hand = state["hands"][seat]
    if state["phase"] == "discard_half":
        return {"cards": sorted(hand)[:len(hand) // 2]}
    if state["phase"] == "new_cards" or state["revealing"] == "new_cards":
        return {"redraw": False}
    return quick_plan(state, seat, rand)
