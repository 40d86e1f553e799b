"""Helpers that lay out the exact table of a rulebook example on a real Glück Auf state.

Setting the table edits a state returned by `setup` (the rulebook's pictures are situations, not
playthroughs); the behaviour under test is then always driven through `rules.apply`.
Seats for the named players of the rulebook: George 0, Lucy 1, Mike 2 (red 3 in a 4-player game).
"""
from shared import engine
from shared.games.glueckauf.coal import coal_in_play

RULES = engine.get("glueckauf")
GEORGE, LUCY, MIKE, RED = 0, 1, 2, 3
COLOURS = ("yellow", "brown", "gray", "black")
COAL_PER_COLOUR = 16


def game(players: int, start: int = 0, seed: int = 7) -> dict:
    """A game past its order draft (every pick takes the first card shown), in the work phase."""
    state = RULES.setup({"starting_player": start}, players, seed)
    while state["phase"] == "draft":
        (seat,) = RULES.active_seats(state)
        state, _ = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert state["phase"] == "work"
    return state


def play(state: dict, seat, *actions) -> tuple[dict, list]:
    """Apply actions one by one through the real rules; returns the last state and all events."""
    events = []
    for action in actions:
        state, new = RULES.apply(state, seat, action)
        events += new
    return state, events


def turn_to(state: dict, seat: int) -> dict:
    """Make it `seat`'s turn in the work phase."""
    state["active"] = [seat]
    return state


def take_card(state: dict, card: int) -> None:
    """Take an order card out of wherever it lies (deck, order space, someone's orders)."""
    if card in state["order_deck"]:
        index = state["order_deck"].index(card)
        del state["order_deck"][index]
        del state["order_known"][index]
        return
    for space, there in state["order_spaces"].items():
        if there == card:
            state["order_spaces"][space] = _draw(state)
            return
    for seat in state["seats"]:
        for order in seat["outstanding"]:
            if order["card"] == card:
                _return_cubes(state, order)
                order["card"] = _draw(state)
                order["spots"] = [[] for _ in range(_spot_count(order["card"]))]
                return
        if card in seat["delivered"]:
            seat["delivered"][seat["delivered"].index(card)] = _draw(state)
            return


def give_orders(state: dict, seat: int, cards: list, filled: bool = False) -> None:
    """Make `cards` the seat's outstanding orders (its old ones go under the deck)."""
    me = state["seats"][seat]
    for order in me["outstanding"]:
        _return_cubes(state, order)
        state["order_deck"].insert(0, order["card"])
        state["order_known"].insert(0, 0)
    me["outstanding"] = []
    for card in cards:
        take_card(state, card)
        spots = [[] for _ in range(_spot_count(card))]
        me["outstanding"].append({"card": card, "spots": spots})
        if filled:
            for spot, colour in zip(spots, _coals(card)):
                state["supply"][colour] -= 1
                spot.append(colour)


def give_delivered(state: dict, seat: int, cards: list) -> None:
    """Put `cards` on the seat's delivered pile (as if delivered earlier)."""
    for card in cards:
        take_card(state, card)
        state["seats"][seat]["delivered"].append(card)


def set_level(state: dict, seat: int, level: str, lorries: int, cubes: dict) -> None:
    """Give a pit level `lorries` lorries holding `cubes` (colour -> count), via the supply."""
    pit = state["seats"][seat]["pit"][level]
    for colour in COLOURS:
        state["supply"][colour] += pit["cubes"][colour] - cubes.get(colour, 0)
        pit["cubes"][colour] = cubes.get(colour, 0)
    pit["lorries"] = lorries


def move_supply_to_storage(state: dict, seat: int, colour: str, count: int | None = None) -> None:
    """Move supply cubes into a seat's private storage (to stage a coal shortage)."""
    count = state["supply"][colour] if count is None else count
    state["supply"][colour] -= count
    state["seats"][seat]["storage"][colour] += count


def end_work_phase(state: dict) -> dict:
    """Stage the end of a shift: every worker used (in the Canteen), the game awaiting scoring."""
    for seat in state["seats"]:
        seat["canteen"] += seat["workers"]
        seat["workers"] = 0
    state["phase"], state["active"], state["pending"] = "shift_scoring", [], None
    assert RULES.awaiting_system(state)
    return state


def coal_count(state: dict) -> dict:
    """Cubes per colour everywhere on the table (supply, lorries, cages, storage, orders)."""
    return coal_in_play(state)


def assert_coal_conserved(state: dict) -> None:
    """All 64 cubes are somewhere: 16 of each colour."""
    assert coal_count(state) == {c: COAL_PER_COLOUR for c in COLOURS}


def order_card(card: int) -> dict:
    """The printed order card (vehicle, vp, coals)."""
    return _CARDS[card]


def _coals(card: int) -> list:
    return _CARDS[card]["coals"]


def _spot_count(card: int) -> int:
    return len(_CARDS[card]["coals"])


def _return_cubes(state: dict, order: dict) -> None:
    for spot in order["spots"]:
        for cube in spot:
            state["supply"][cube] += 1


def _draw(state: dict):
    if not state["order_deck"]:
        return None
    state["order_known"].pop()
    return state["order_deck"].pop()


def _load_cards() -> dict:
    from shared.games.glueckauf.data import ORDER_CARDS   # the printed cards, read only
    return ORDER_CARDS


_CARDS = _load_cards()
