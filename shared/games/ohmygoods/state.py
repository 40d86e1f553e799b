"""The state of a game of Oh My Goods!: setup, copying, and drawing cards (with the empty-deck rules).

A state is a JSON-native dict. Cards are their data ids; a building is an index into the seat's
`built` list (0 is the Charburner) and its goods are the face-down card ids in `goods[seat][index]`.
Drawing goes through `draw`, which reshuffles the discard pile when the deck is empty and reports
`HALT` when both are empty and the once-per-phase half-hand discard is still to happen (ruling 14).
"""
from shared.engine import Rng, clockwise_from, rng

from .data import (APPRENTICE_IDS, APPRENTICES_SHOWN, CHARBURNERS, COAL, DECK, HAND_SIZE, MASTERS)

HALT = "halt"     # draw(): the deck and the discard pile are empty; every seat must first discard half


def setup_state(options: dict, players: int, seed) -> dict:
    """A new game: Charburners, masters and apprentices dealt, the deck shuffled, hands and coal dealt."""
    state = _empty(options, players, seed)
    rand = Rng(state)
    state["lead"] = rand.below(players)
    burners = list(CHARBURNERS)
    rand.shuffle(burners)
    apprentices = list(APPRENTICE_IDS)
    rand.shuffle(apprentices)
    shown = APPRENTICES_SHOWN[players]
    state["display"] = [{"card": card, "side": "ab"[rand.below(2)]} for card in apprentices[:shown]]
    state["removed"] = sorted(burners[players:] + apprentices[shown:] + list(MASTERS[players:]))
    state["master_cards"] = list(MASTERS[:players])
    rand.shuffle(state["deck"])
    order = clockwise_from(state["lead"], players)
    for seat in order:
        state["built"][seat] = [burners[seat]]
        state["hands"][seat] = [state["deck"].pop() for _ in range(HAND_SIZE)]
    for seat in order:
        state["goods"][seat] = [[state["deck"].pop() for _ in range(COAL)]]
    return state


def _empty(options: dict, players: int, seed) -> dict:
    seats = range(players)
    return {
        "game": "ohmygoods", "players": players, "options": dict(options), "rng": rng.seed_state(seed),
        "phase": "reveal", "active": [], "pending": None, "round": 0, "lead": 0, "stage": 1,
        "deck": list(DECK), "discard": [], "market": [[], []],
        "hands": [[] for _ in seats], "built": [[] for _ in seats], "goods": [[] for _ in seats],
        "masters": [None for _ in seats], "apprentices": [[] for _ in seats], "display": [],
        "removed": [], "master_cards": [], "planned": [None for _ in seats],
        "drafts": [None for _ in seats], "turn": None, "steps": [], "suspended": None,
        "halved": False, "extra": [0 for _ in seats], "revealing": None, "end_round": None,
        "tally": _tally(players), "history": [],
    }


def _tally(players: int) -> dict:
    """What a round did, per seat, for its round result."""
    return {"goods": [0] * players, "built": [[] for _ in range(players)],
            "hired": [[] for _ in range(players)]}


def new_tally(state: dict) -> None:
    """Start counting a new round."""
    state["tally"] = _tally(state["players"])


def copy_state(state: dict) -> dict:
    """An independent copy; small dicts held in lists (workers, steps, drafts) are replaced, never mutated."""
    new = dict(state)
    for key in ("active", "deck", "discard", "masters", "display", "planned", "drafts", "steps",
                "extra", "history", "master_cards"):
        new[key] = list(state[key])
    new["market"] = [list(row) for row in state["market"]]
    new["hands"] = [list(hand) for hand in state["hands"]]
    new["built"] = [list(b) for b in state["built"]]
    new["goods"] = [[list(pile) for pile in seat] for seat in state["goods"]]
    new["apprentices"] = [list(a) for a in state["apprentices"]]
    tally = state["tally"]
    new["tally"] = {"goods": list(tally["goods"]), "built": [list(b) for b in tally["built"]],
                    "hired": [list(h) for h in tally["hired"]]}
    return new


def order_from_lead(state: dict) -> list:
    """Every seat in turn order, beginning with the round's active player (rulings 3-4)."""
    return clockwise_from(state["lead"], state["players"])


def draw(state: dict, events: list):
    """One card from the deck (the discard pile reshuffled first if needed); HALT or None when out."""
    if not state["deck"] and state["discard"]:
        state["deck"], state["discard"] = state["discard"], []
        Rng(state).shuffle(state["deck"])
        events.append({"type": "DiscardShuffled", "cards": len(state["deck"])})
    if state["deck"]:
        return state["deck"].pop()
    if not state["halved"] and any(len(hand) >= 2 for hand in state["hands"]):
        return HALT
    state["halved"] = True
    return None


def discard_goods(state: dict, seat: int, payment: list) -> None:
    """Spend goods: one card from the top of each named building's goods to the discard pile."""
    piles = state["goods"][seat]
    for building in payment:
        state["discard"].append(piles[building].pop())


def discard_from_hand(state: dict, seat: int, cards: list) -> None:
    """Move named cards from a hand to the discard pile."""
    hand = state["hands"][seat]
    for card in cards:
        hand.remove(card)
        state["discard"].append(card)
