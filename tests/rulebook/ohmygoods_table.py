"""Helpers that lay out the table of an Oh My Goods! rulebook example on a real state.

Setting the table moves real cards (each taken from wherever it lies, so all 110 stay accounted for);
the behaviour under test is then always driven through `rules.apply`.
"""
from shared import engine
from shared.games.ohmygoods.data import CARDS, DECK, RESOURCE, SUN
from shared.games.ohmygoods.views import invariants

RULES = engine.get("ohmygoods")


def game(players: int = 2, seed: int = 1, options: dict | None = None) -> dict:
    """A new game (round 1, phase I waiting for keep-or-redraw)."""
    return RULES.setup(options or {}, players, seed)


def play(state: dict, seat, *actions) -> tuple[dict, list]:
    """Apply actions one by one through the real rules; returns the last state and all events."""
    events = []
    for action in actions:
        state, new = RULES.apply(state, seat, action)
        events += new
    return state, events


def reveal(state: dict) -> tuple[dict, list]:
    """The system's reveal."""
    return RULES.apply(state, None, {"type": "reveal"})


def take(state: dict, card: str) -> str:
    """Take a deck card out of wherever it lies and return it."""
    for lst in [state["deck"], state["discard"], *state["market"], *state["hands"],
                *[pile for seat in state["goods"] for pile in seat]]:
        if card in lst:
            lst.remove(card)
            return card
    for seat, planned in enumerate(state["planned"]):
        if planned == card:
            state["planned"][seat] = None
            return card
    raise AssertionError(f"{card} is built or unknown")


def cards_of(resource: str, count: int, state: dict, sun: bool | None = None, avoid=()) -> list:
    """`count` deck cards showing `resource` (with or without a half-sun), taken from the deck."""
    found = [c for c in state["deck"] if RESOURCE[c] == resource and c not in avoid
             and (sun is None or SUN[c] == sun)]
    assert len(found) >= count, f"not {count} {resource} cards left in the deck"
    return found[:count]


def set_hand(state: dict, seat: int, cards: list) -> None:
    """The seat's hand becomes exactly `cards` (its old cards go to the deck)."""
    state["deck"].extend(state["hands"][seat])
    state["hands"][seat] = [take(state, c) for c in cards]


def set_market(state: dict, rows: list) -> None:
    """The market becomes exactly these rows."""
    state["deck"].extend(state["market"][0] + state["market"][1])
    state["market"] = [[take(state, c) for c in row] for row in rows]


def build_for(state: dict, seat: int, card: str, goods: int = 0) -> int:
    """The seat owns `card` (taken from the deck) with `goods` face-down cards on it; its index."""
    state["built"][seat].append(take(state, card))
    state["goods"][seat].append([state["deck"].pop() for _ in range(goods)])
    return len(state["built"][seat]) - 1


def set_goods(state: dict, seat: int, building: int, count: int) -> None:
    """Exactly `count` goods on a building."""
    pile = state["goods"][seat][building]
    while len(pile) > count:
        state["deck"].append(pile.pop())
    while len(pile) < count:
        pile.append(state["deck"].pop(0))


def production_turn(state: dict, seat: int, master=None, final: bool = False) -> dict:
    """Make it `seat`'s production step (phase IV) with the master at (building, side), if given."""
    state["phase"], state["active"], state["pending"], state["stage"] = "production", [seat], None, 4
    state["turn"] = {"seat": seat, "used": [], "built": False, "hired": False}
    state["steps"] = [{"do": "end_round"}]
    state.pop("sealed", None)
    if master is not None:
        state["masters"][seat] = {"building": master[0], "side": master[1]}
    if final:
        state["end_round"] = state["round"]
    return state


def use_burner(state: dict, seat: int, wanted: str) -> None:
    """The seat's Charburner becomes `wanted` (exchanged with wherever that one lies)."""
    mine = state["built"][seat][0]
    for built in state["built"]:
        if built[0] == wanted:
            built[0] = mine
    if wanted in state["removed"]:
        state["removed"] = sorted([c for c in state["removed"] if c != wanted] + [mine])
    state["built"][seat][0] = wanted


def first(card_type: str, state: dict | None = None, **fields) -> str:
    """The first deck card of a building type whose fields match (in the data's order)."""
    for cid in DECK:
        card = CARDS[cid]
        if card["type"] == card_type and all(card[k] == v for k, v in fields.items()):
            if state is None or cid in state["deck"]:
                return cid
    raise AssertionError(f"no {card_type} with {fields}")


def check(state: dict) -> None:
    """The game's invariants hold."""
    assert invariants(state) == []
