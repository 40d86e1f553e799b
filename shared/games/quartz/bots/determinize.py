"""A whole state sampled from one seat's view: the cards it cannot see dealt at random into the other
hands (their sizes are public) and the deck, a fresh PRNG, other seats' sealed sales guessed."""
import random

from shared.engine import rng

from ..data import CARD_IDS, COPIES
from ..days import sale_defaults
from ..state import FLAT, PER_SEAT

WGW = "what_gem_where"
VIEW_ONLY = ("viewer", "timer", "window", "hand_sizes", "deck_size", "sealed")


def determinize(view: dict, seat: int, seed: int) -> dict:
    """A state consistent with `seat`'s view (what it cannot know drawn with random.Random(seed))."""
    sampler = random.Random(seed)
    state = {k: v for k, v in view.items() if k not in VIEW_ONLY}
    for key in PER_SEAT:
        state[key] = [list(items) if items is not None else [] for items in view[key]]
    for key in FLAT:
        if key != "deck":
            state[key] = list(view[key])
    state["bag"] = dict(view["bag"])
    unseen = _unseen(view, seat)
    sampler.shuffle(unseen)
    for other, size in enumerate(view["hand_sizes"]):
        if other != seat:
            state["hands"][other], unseen = sorted(unseen[:size]), unseen[size:]
    state["deck"] = unseen
    state["rng"] = rng.seed_state(sampler.getrandbits(63))
    _engine_keys(view, state, seat)
    return state


def _unseen(view: dict, seat: int) -> list:
    """The cards that are in another hand or the deck, as far as `seat` can tell."""
    counts = dict(COPIES)
    laid = [t["card"] for t in view["track"] if t["to"] is None and t["card"] is not None]
    for card in view["hands"][seat] + view["discard"] + laid:
        counts[card] -= 1
    counts[WGW] -= sum(view["wgw"])
    return [card for card in CARD_IDS for _ in range(max(0, counts[card]))]


def _engine_keys(view: dict, state: dict, seat: int) -> None:
    """The sealed sales, the open window and the pending timer, as the engine keeps them."""
    if view.get("sealed"):
        guesses = sale_defaults({**state, "active": [int(k) for k in view["sealed"]]})
        state["sealed"] = {key: choice if choice is not None else guesses[key]
                           for key, choice in view["sealed"].items()}
    if view.get("window") is not None:
        state["window"] = {**view["window"], "close": {"type": "settle"}}
    timer = view.get("timer")
    if timer is not None and "delay_ms" in timer:
        state["timer"] = {**timer, "action": {"type": _timer_action(state)}}
    elif timer is not None:
        state["timer"] = dict(timer)


def _timer_action(state: dict) -> str:
    if state.get("window") is not None:
        return "close_window"
    if (state["pending"] or {}).get("kind") == "coal_check":
        return "coal_timeout"
    return "settle_sale"
