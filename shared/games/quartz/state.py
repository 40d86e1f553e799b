"""Quartz's state: setup, the copy, and the small moves every rule makes (the bag, the deck, carts).

The state is JSON-native. Gems are kind names (`data.KINDS`); a cart, a chest or a pool is a list of
them in listing order; the bag is a count per kind (draws are uniform over the gems in it, so it has
no order to hide). Cards are type ids; the deck's order and the hands are the hidden information.
"""
from shared.engine import IllegalAction, Rng, rng

from .data import COAL, DAYS, GEM_COUNT, KINDS, RANK, SLOT_COINS, VALUABLE, deck, sort_gems

PER_SEAT = ("hands", "carts", "aside", "protected", "chests", "pools")   # lists of lists
FLAT = ("coins", "tokens", "in_mine", "out", "wgw", "card_coins", "active", "deck", "discard",
        "track", "days", "chest_before")


def new_state(options: dict, players: int, seed) -> dict:
    """A game before the first deal: every gem in the bag, the deck shuffled, nothing dealt."""
    state = {
        "game": "quartz", "players": players, "rng": rng.seed_state(seed), "phase": "mine",
        "active": [], "pending": None, "options": options_of(options), "day": 1, "turn": None,
        "first": None, "last": None, "bag": dict(GEM_COUNT), "deck": deck(), "discard": [],
        "hands": [[] for _ in range(players)], "carts": [[] for _ in range(players)],
        "aside": [[] for _ in range(players)], "protected": [[] for _ in range(players)],
        "wgw": [0] * players, "chests": [[] for _ in range(players)], "pools": [[] for _ in range(players)],
        "chest_before": [[] for _ in range(players)], "coins": [0] * players, "tokens": [0] * players,
        "in_mine": [True] * players, "out": [None] * players, "track": [], "pointer": 0,
        "attack": None, "solo": None, "days": [], "card_coins": [0] * players,
    }
    Rng(state).shuffle(state["deck"])
    return state


def options_of(options: dict) -> dict:
    """The game's options as the rules read them."""
    return {"chain": options["chain_not_mine_either"], "faint": options["not_for_the_faint_hearted"],
            "response_ms": options["response_timeout_s"] * 1000,
            "sale_ms": options["sale_timeout_s"] * 1000, "first": options["first_player"]}


def copy_state(state: dict) -> dict:
    """An independent copy: every list a rule mutates is copied; records are replaced, never mutated."""
    new = dict(state)
    for key in PER_SEAT:
        new[key] = [list(items) for items in state[key]]
    for key in FLAT:
        new[key] = list(state[key])
    new["bag"] = dict(state["bag"])
    return new


def bag_size(state: dict) -> int:
    """How many gems (coal included) the bag holds."""
    return sum(state["bag"].values())


def draw(state: dict, count: int) -> list:
    """Draw up to `count` gems from the bag, each uniform over what is in it then (ruling 6)."""
    bag, out = state["bag"], []
    total = sum(bag.values())
    for _ in range(min(count, total)):
        pick = Rng(state).below(total)
        for kind in KINDS:
            if pick < bag[kind]:
                break
            pick -= bag[kind]
        bag[kind] -= 1
        total -= 1
        out.append(kind)
    return sort_gems(out)


def to_bag(state: dict, gems) -> None:
    """Return gems to the bag."""
    for gem in gems:
        state["bag"][gem] += 1


def add_gem(gems: list, gem: str) -> None:
    """Put a gem into a sorted list of gems, keeping it sorted."""
    rank = RANK[gem]
    index = 0
    while index < len(gems) and RANK[gems[index]] <= rank:
        index += 1
    gems.insert(index, gem)


def valuables(gems) -> list:
    """The non-coal gems of a list."""
    return [g for g in gems if g != COAL]


def in_mine(state: dict) -> list:
    """The seats still in the mine."""
    return [s for s in range(state["players"]) if state["in_mine"][s]]


def deal(state: dict, seat: int) -> str | None:
    """One card from the deck to a hand (the discard pile reshuffled when the deck is empty)."""
    card = top_card(state)
    if card is not None:
        state["hands"][seat].append(card)
        state["hands"][seat].sort()
    return card


def top_card(state: dict) -> str | None:
    """The deck's top card, taken (an empty deck first takes the shuffled discard pile), or None."""
    if not state["deck"]:
        if not state["discard"]:
            return None
        state["deck"], state["discard"] = state["discard"], []
        Rng(state).shuffle(state["deck"])
    return state["deck"].pop()


def fill_track(state: dict) -> None:
    """Lay n-1 rewards, slot 1 to n-1, each a card (if one can be drawn) and its slot's coins."""
    state["track"] = [{"card": top_card(state), "coins": SLOT_COINS[i], "to": None}
                      for i in range(state["players"] - 1)]
    state["pointer"] = 0


def require(condition: bool, code: str, message: str) -> None:
    """Raise IllegalAction(code, message) unless `condition` holds."""
    if not condition:
        raise IllegalAction(code, message)


def seat_arg(state: dict, value, what: str = "target") -> int:
    """A seat number from an action, or IllegalAction."""
    require(type(value) is int and 0 <= value < state["players"], "invalid_" + what,
            f"{what} must be a seat number 0..{state['players'] - 1}")
    return value


def gem_arg(value, what: str = "gem") -> str:
    """A valuable gem kind from an action, or IllegalAction."""
    require(isinstance(value, str) and value in VALUABLE, "invalid_" + what,
            f"{what} must be one of {', '.join(VALUABLE)}")
    return value


def gems_arg(value, what: str = "gems") -> list:
    """A list of valuable gem kinds from an action (sorted), or IllegalAction."""
    require(isinstance(value, list), "invalid_" + what, f"{what} must be a list of gem kinds")
    return sort_gems(gem_arg(g, what) for g in value)


def contains(gems: list, wanted: list) -> bool:
    """True if the multiset `wanted` is inside `gems`."""
    rest = list(gems)
    for gem in wanted:
        if gem not in rest:
            return False
        rest.remove(gem)
    return True


def last_day(state: dict) -> bool:
    """True on the fifth day (nothing can be kept in a chest)."""
    return state["day"] == DAYS

