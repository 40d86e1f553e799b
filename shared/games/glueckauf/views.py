"""What a seat may know: the stack and deck order and another seat's drawn cards are hidden."""
import random

from .state import copy_json, copy_state

_STACKS = (("tile_stack", "tile_known", "keep_tile", "return_tiles"),
           ("order_deck", "order_known", "keep_order", "return_orders"))


def view(state: dict, seat) -> dict:
    """The state as `seat` (None: a spectator) may see it; unknown cards are null."""
    out = copy_state(state)
    del out["rng"]                    # the PRNG state would reveal every shuffle
    bit = 0 if seat is None else 1 << seat
    for cards, known, _, _ in _STACKS:
        out[cards] = [c if k & bit else None for c, k in zip(state[cards], state[known])] if bit \
            else [None] * len(state[cards])
        del out[known]
    pending = out["pending"]
    while pending is not None:
        if "drawn" in pending and pending["seat"] != seat:
            pending["drawn"] = [None] * len(pending["drawn"])
        pending = pending.get("resume")
    out["viewer"] = seat
    return out


def shuffle_hidden(state: dict, seat, seed: int) -> dict:
    """A copy in which everything hidden from `seat` is reshuffled (its view must not change)."""
    new = dict(state)                 # only the stacks and the pending decision change: copy those
    for cards, known, _, _ in _STACKS:
        new[cards], new[known] = list(state[cards]), list(state[known])
    new["pending"] = copy_json(state["pending"])
    shuffler = random.Random(seed)    # a local seeded instance: not game randomness, only a test probe
    for cards, known, keep, back in _STACKS:
        slots = [(new[cards], i) for i, k in enumerate(new[known]) if not _knows(k, seat)]
        pending = new["pending"]
        while pending is not None:
            if pending["kind"] in (keep, back) and pending["seat"] != seat:
                slots += [(pending["drawn"], i) for i in range(len(pending["drawn"]))]
            pending = pending.get("resume")
        values = [lst[i] for lst, i in slots]
        shuffler.shuffle(values)
        for (lst, i), value in zip(slots, values):
            lst[i] = value
    return new


def _knows(mask: int, seat) -> bool:
    return seat is not None and bool(mask >> seat & 1)
