"""Phase I's keep-or-redraw, the half-hand discard when the cards run out, and the system's reveal.

Both choices are sealed (`engine.seal`): another seat sees only that a seat has chosen. When the last
choice is in, the phase waits for the system's `reveal`, which resolves every sealed choice at once.
"""
from collections import Counter

from shared import engine
from shared.engine import IllegalAction, Rng

from . import flow, plans
from .state import order_from_lead


def keep_hand(state: dict, seat: int, action: dict) -> list:
    """Phase I: keep the hand as it is."""
    return _seal(state, seat, {"redraw": False})


def redraw(state: dict, seat: int, action: dict) -> list:
    """Phase I: discard the whole hand and draw as many (option keep_one: keep 1 card of it)."""
    keep = action.get("keep")
    if keep is not None:
        if not state["options"].get("keep_one"):
            raise IllegalAction("no_keeping", "a redraw discards the whole hand (ruling 10)")
        if keep not in state["hands"][seat]:
            raise IllegalAction("card_not_in_hand", f"{keep!r} is not in your hand")
    return _seal(state, seat, {"redraw": True, "keep": keep})


def discard_half(state: dict, seat: int, action: dict) -> list:
    """The cards ran out: discard half the hand, rounded down, choosing the cards (ruling 14)."""
    cards, hand = action.get("cards"), state["hands"][seat]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards) \
            or len(set(cards)) != len(cards) or Counter(cards) - Counter(hand):
        raise IllegalAction("card_not_in_hand", "name distinct cards of your hand")
    if len(cards) != len(hand) // 2:
        raise IllegalAction("discard_half_the_hand", f"discard exactly {len(hand) // 2} cards")
    return _seal(state, seat, {"cards": sorted(cards)})


def reveal(state: dict, seat, action: dict) -> list:
    """System: every sealed choice of the phase revealed and resolved at once."""
    choices = engine.unseal(state)
    kind = state["revealing"]
    if kind == "new_cards":
        return _reveal_new_cards(state, choices)
    if kind == "plans":
        events = plans.resolve(state, choices)
        state["steps"][0:0] = flow.production_steps(state)
        return events + flow.run(state)
    return _reveal_discards(state, choices)


def _seal(state: dict, seat: int, choice: dict) -> list:
    events = engine.seal(state, seat, choice)
    if not state["active"]:
        flow.open_reveal(state)
    return events


def _reveal_new_cards(state: dict, choices: dict) -> list:
    shown = [{"seat": s, "redraw": choices[s]["redraw"], "kept": choices[s].get("keep") is not None}
             for s in order_from_lead(state) if s in choices]
    redraws = [{"do": "redraw", "seat": c["seat"], "keep": choices[c["seat"]].get("keep")}
               for c in shown if c["redraw"]]
    state["steps"][0:0] = redraws + flow.deal_steps(state)
    return [{"type": "HandsRevealed", "choices": shown}] + flow.run(state)


def _reveal_discards(state: dict, choices: dict) -> list:
    counts = {}
    for s in order_from_lead(state):
        if s in choices:
            for card in choices[s]["cards"]:
                state["hands"][s].remove(card)
            state["discard"].extend(choices[s]["cards"])
            counts[str(s)] = len(choices[s]["cards"])
    state["deck"], state["discard"] = state["deck"] + state["discard"], []
    Rng(state).shuffle(state["deck"])
    state["halved"] = True
    events = [{"type": "HalfDiscarded", "counts": counts, "deck": len(state["deck"])}]
    return events + flow.resume(state)
