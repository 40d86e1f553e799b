"""Sampling a full game state that agrees with one seat's view (the hidden parts drawn at random)."""
import random

from ..data import ORDER_CARDS, TILE_TYPES
from ..state import copy_state

ALL_TILES = tuple(t for t, d in sorted(TILE_TYPES.items()) for _ in range(d["copies"]))
ALL_ORDERS = tuple(sorted(ORDER_CARDS))
_STACKS = (("tile_stack", "tile_known", ("keep_tile", "return_tiles")),
           ("order_deck", "order_known", ("keep_order", "return_orders")))


def determinize(view: dict, seat: int, seed) -> dict:
    """A state consistent with `view` (seen by `seat`): unknown cards are a random arrangement of the unseen ones."""
    rng = random.Random(seed)
    state = copy_state(_as_state(view))
    for cards, known, kinds in _STACKS:
        slots = [(state[cards], i) for i, c in enumerate(state[cards]) if c is None]
        state[known] = [0 if c is None else 1 << seat for c in state[cards]]
        for pending in _pendings(state):
            if pending["kind"] in kinds:
                drawn = pending["drawn"]
                slots += [(drawn, i) for i, c in enumerate(drawn) if c is None]
        pool = _unseen(state, cards, kinds)
        rng.shuffle(pool)
        if len(pool) < len(slots):
            raise ValueError(f"the view hides {len(slots)} {cards} entries but only {len(pool)} are unseen")
        for (lst, i), value in zip(slots, pool):
            lst[i] = value
    state["rng"] = rng.getrandbits(64)
    return state


def _as_state(view: dict) -> dict:
    """The view with the engine's private fields put back (filled in by `determinize`)."""
    state = {k: v for k, v in view.items() if k != "viewer"}
    state["tile_known"] = [0] * len(view["tile_stack"])
    state["order_known"] = [0] * len(view["order_deck"])
    state["rng"] = 0
    return state


def _pendings(state: dict):
    pending = state["pending"]
    while pending is not None:
        yield pending
        pending = pending.get("resume")


def _unseen(state: dict, cards: str, kinds: tuple) -> list:
    """Cards of this kind not visible anywhere in the (partly filled) state, in a fixed order."""
    seen = [c for c in state[cards] if c is not None]
    for pending in _pendings(state):
        if pending["kind"] in kinds:
            seen += [c for c in pending["drawn"] if c is not None]
    if cards == "tile_stack":
        full = list(ALL_TILES)
        seen += [t for t in state["factory"].values() if t is not None]
        for s in state["seats"]:
            seen += s["tiles"]
    else:
        full = list(ALL_ORDERS)
        seen += [c for c in state["order_spaces"].values() if c is not None]
        if state.get("draft"):
            seen += state["draft"]["display"]
        for s in state["seats"]:
            seen += [o["card"] for o in s["outstanding"]] + s["delivered"]
    for c in seen:
        full.remove(c)
    return full
