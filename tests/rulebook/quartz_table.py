"""Helpers that lay out a Quartz table for a rulebook example on a real state.

Setting the table edits a state returned by `setup` (gems move from the bag, cards from the deck,
so every gem and card stays accounted for); the behaviour under test is always driven through the
engine (`rules.apply`, `rules.system_action`). Seats: Thorin 0, Gloin 1, Fili 2, Kili 3, Bifur 4.
"""
from shared import engine
from shared.games.quartz.data import COPIES

RULES = engine.get("quartz")
THORIN, GLOIN, FILI, KILI, BIFUR = range(5)


def table(players: int = 4, seed: int = 1, first: int = 0, **options) -> dict:
    """A new game, seat `first` to play, every hand emptied back into the deck."""
    state = RULES.setup({"first_player": first, **options}, players, seed)
    for seat in range(players):
        hand(state, seat, [])
    return state


def hand(state: dict, seat: int, cards: list) -> dict:
    """Give `seat` exactly these cards (the old hand goes back to the deck; new ones come from it)."""
    state["deck"] += state["hands"][seat]
    state["hands"][seat] = []
    for card in cards:
        _take(state, card)
        state["hands"][seat].append(card)
    state["hands"][seat].sort()
    return state


def cart(state: dict, seat: int, gems: list) -> dict:
    """Put exactly these gems in `seat`'s cart (the old ones go back to the bag)."""
    for gem in state["carts"][seat]:
        state["bag"][gem] += 1
    state["carts"][seat] = []
    for gem in gems:
        assert state["bag"][gem] > 0, f"no {gem} left in the bag"
        state["bag"][gem] -= 1
    state["carts"][seat] = sorted(gems, key=["coal", "quartz", "amethyst", "emerald", "sapphire",
                                             "ruby", "amber"].index)
    return state


def bag_only(state: dict, gems: list) -> dict:
    """Leave only these gems in the bag (the rest go to the box: the test's own bookkeeping)."""
    state["box"] = {k: n for k, n in state["bag"].items()}
    state["bag"] = {k: gems.count(k) for k in state["bag"]}
    return state


def play(state: dict, seat, *actions) -> tuple[dict, list]:
    """Apply actions one by one through the engine; return the last state and all events."""
    events = []
    for action in actions:
        state, new = RULES.apply(state, seat, action)
        events += new
    return state, events


def system(state: dict) -> tuple[dict, list]:
    """The system's step now (an immediate one, or a pending timer firing)."""
    return RULES.apply(state, None, RULES.system_action(state))


def types(events: list) -> list:
    """The event types, in order."""
    return [e["type"] for e in events]


def card_total(state: dict) -> int:
    """How many cards the game knows of (a check that a table keeps all 55)."""
    laid = [t["card"] for t in state["track"] if t["to"] is None and t["card"]]
    return (len(state["deck"]) + len(state["discard"]) + len(laid) + sum(map(len, state["hands"]))
            + sum(state["wgw"]))


def _take(state: dict, card: str) -> None:
    assert card in COPIES, card
    if card in state["deck"]:
        state["deck"].remove(card)
    elif card in state["discard"]:
        state["discard"].remove(card)
    else:
        raise AssertionError(f"no {card} left in the deck or the discard pile")
