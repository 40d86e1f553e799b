"""Goofspiel bots from a seat's view only: `random` bids any card in hand, `greedy` the card closest
to the prize's value (the lower one on a tie).

Pure like the rules (engine and stdlib only) and independent of the rules module, which declares
them as `BOTS`. A bot never sees another seat's sealed bid: `determinize` samples it.
"""
import random

from shared.engine import rng

LEVELS = ("random", "greedy")


def choose(view: dict, seat: int, level: str, budget_s: float | None = None, seed: int = 0) -> dict:
    """The bot's bid: {"actions": [one bid], "evaluation": {...}, "simulations": 0}."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join(LEVELS)}")
    if view["phase"] != "bid" or seat not in view["active"]:
        raise ValueError(f"seat {seat} has no bid to make now")
    hand, prize = view["hands"][seat], view["prize"]
    if level == "random":
        card = random.Random(seed).choice(hand)
    else:
        card = min(hand, key=lambda c: (abs(c - prize), c))
    return {"actions": [{"type": "bid", "card": card}], "evaluation": {"prize": prize, "bid": card},
            "simulations": 0}


def determinize(view: dict, seat: int, seed: int) -> dict:
    """A whole state consistent with `seat`'s view: the deck order and other seats' sealed bids sampled."""
    sampler = random.Random(seed)
    state = {k: v for k, v in view.items() if k not in ("viewer", "timer", "window")}
    state["rng"] = rng.seed_state(seed)
    state["deck"] = list(view["deck"])
    sampler.shuffle(state["deck"])
    state["hands"] = [list(hand) for hand in view["hands"]]
    state["won"] = [list(won) for won in view["won"]]
    state["active"], state["rounds"] = list(view["active"]), list(view["rounds"])
    if "sealed" in view:
        state["sealed"] = {key: card if card is not None else sampler.choice(view["hands"][int(key)])
                           for key, card in view["sealed"].items()}
    if view.get("timer") is not None:
        state["timer"] = {**view["timer"], "action": {"type": "reveal"}}
    return state
