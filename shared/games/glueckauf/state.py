"""Setting up a Glück Auf game and copying its state (a JSON-native dict)."""
from shared.engine import IllegalAction, Rng, counter_clockwise_from, rng as rng_mod

from .data import (COAL_PER_COLOUR, COLOURS, LEVELS, ORDER_CARDS, ORDERS_EACH, SPACE_KIND,
                   STARTING_LORRIES, TILE_TYPES, open_spaces, per_players)


def setup(options: dict, players: int, seed) -> dict:
    """A new game: board, stacks shuffled by the seeded PRNG, pits, and the order draft ready."""
    state = {"game": "glueckauf", "players": players, "rng": rng_mod.seed_state(seed),
             "phase": "draft", "active": [], "pending": None, "shift": 1, "turn": 0}
    rng = Rng(state)
    state["start_player"] = _starting_player(options.get("starting_player"), players, rng)
    tiles = [t for t, d in sorted(TILE_TYPES.items()) for _ in range(d["copies"])]
    orders = sorted(ORDER_CARDS)
    rng.shuffle(tiles)
    rng.shuffle(orders)
    state["tile_stack"], state["tile_known"] = tiles, [0] * len(tiles)   # top of a stack = end
    state["order_deck"], state["order_known"] = orders, [0] * len(orders)
    spaces = open_spaces(players)
    state["occupancy"] = {sid: [0] * players for sid in spaces}
    state["factory"] = {sid: state["tile_stack"].pop() for sid in spaces if SPACE_KIND[sid] == "factory"}
    del state["tile_known"][len(state["tile_stack"]):]
    state["order_spaces"] = {sid: None for sid in spaces if SPACE_KIND[sid] == "order"}
    state["supply"] = {c: COAL_PER_COLOUR - players for c in COLOURS}
    state["seats"] = [_new_seat(players) for _ in range(players)]
    draft_size = per_players("orders_revealed_for_draft", players)
    state["draft"] = {"display": [draw_top(state, "order") for _ in range(draft_size)],
                      "picks": counter_clockwise_from((state["start_player"] - 1) % players, players)
                      * ORDERS_EACH}
    state["active"] = [state["draft"]["picks"][0]]
    state["shift_results"], state["final"] = [], None
    return state


def _starting_player(chosen, players: int, rng: Rng) -> int:
    """The option's seat, or one drawn with the seeded PRNG when it names none."""
    if chosen is None:
        return rng.below(players)
    if not (isinstance(chosen, int) and 0 <= chosen < players):   # setup may be called directly
        raise IllegalAction("invalid_option", f"starting_player {chosen!r} is not a seat of {players}")
    return chosen


def _new_seat(players: int) -> dict:
    workers = per_players("workers", players)
    return {"workers": workers, "canteen": 0, "bank": 0, "marks": per_players("marks", players),
            "vp": 0, "delivery_vp": 0, "cage_level": LEVELS[0],
            "cage": {c: 0 for c in COLOURS}, "storage": {c: 0 for c in COLOURS},
            "pit": {c: {"lorries": 1, "cubes": {x: int(x == c) for x in COLOURS}} for c in COLOURS},
            "tiles": [], "light": 0, "dark": 0, "outstanding": [], "delivered": []}


def draw_top(state: dict, stack: str):
    """Take the top card or tile of the order deck ('order') or tile stack ('tile'), or None."""
    cards = state["order_deck" if stack == "order" else "tile_stack"]
    if not cards:
        return None
    state[f"{stack}_known"].pop()
    return cards.pop()


def new_order(card: int) -> dict:
    """An outstanding order with all its spots empty."""
    return {"card": card, "spots": [[] for _ in ORDER_CARDS[card]["coals"]]}


def copy_state(state: dict) -> dict:
    """A deep copy that knows the shape of the state (far faster than copy.deepcopy)."""
    new = dict(state)
    new["active"] = list(state["active"])
    if state["pending"] is not None:
        new["pending"] = _copy_json(state["pending"])
    for key in ("tile_stack", "tile_known", "order_deck", "order_known"):
        new[key] = list(state[key])
    new["occupancy"] = {k: list(v) for k, v in state["occupancy"].items()}
    new["factory"] = dict(state["factory"])
    new["order_spaces"] = dict(state["order_spaces"])
    new["supply"] = dict(state["supply"])
    new["seats"] = [_copy_seat(s) for s in state["seats"]]
    if state["draft"] is not None:
        new["draft"] = {"display": list(state["draft"]["display"]), "picks": list(state["draft"]["picks"])}
    new["shift_results"] = list(state["shift_results"])   # entries are never mutated once written
    return new


def _copy_seat(seat: dict) -> dict:
    new = dict(seat)
    new["cage"] = dict(seat["cage"])
    new["storage"] = dict(seat["storage"])
    new["pit"] = {c: {"lorries": lv["lorries"], "cubes": dict(lv["cubes"])} for c, lv in seat["pit"].items()}
    new["tiles"] = list(seat["tiles"])
    new["outstanding"] = [{"card": o["card"], "spots": [list(s) for s in o["spots"]]}
                          for o in seat["outstanding"]]
    new["delivered"] = list(seat["delivered"])
    return new


def copy_json(value):
    """A deep copy of a JSON-native value."""
    return _copy_json(value)


def _copy_json(value):
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value
