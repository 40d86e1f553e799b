"""What a seat may know: the stack and deck order and another seat's drawn cards are hidden."""
from shared.engine import Rng

from .state import copy_state

_STACKS = (("tile_stack", "tile_known", "keep_tile", "return_tiles"),
           ("order_deck", "order_known", "keep_order", "return_orders"))


def view(state: dict, seat) -> dict:
    """The state as `seat` (None: a spectator) may see it; unknown cards are null."""
    out = copy_state(state)
    del out["rng"]                    # the PRNG state would reveal every shuffle
    for cards, known, _, _ in _STACKS:
        out[cards] = [c if _knows(k, seat) else None for c, k in zip(state[cards], state[known])]
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
    new = copy_state(state)
    holder = {"rng": seed}
    for cards, known, keep, back in _STACKS:
        slots = [(new[cards], i) for i, k in enumerate(new[known]) if not _knows(k, seat)]
        pending = new["pending"]
        while pending is not None:
            if pending["kind"] in (keep, back) and pending["seat"] != seat:
                slots += [(pending["drawn"], i) for i in range(len(pending["drawn"]))]
            pending = pending.get("resume")
        values = [lst[i] for lst, i in slots]
        Rng(holder).shuffle(values)
        for (lst, i), value in zip(slots, values):
            lst[i] = value
    return new


def _knows(mask: int, seat) -> bool:
    return seat is not None and bool(mask >> seat & 1)
