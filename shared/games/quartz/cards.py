"""Action cards (ruling 8): playing one from the hand, each card's effect and the choices it asks for.

Each card has a check (is it playable with these choices? raises IllegalAction before anything
changes) and an effect. The three attacks open a response window for their target (responses.py).
"""
from shared.engine import Rng, clockwise_from

from .data import ACTIONS, COAL
from .flow import settled
from .responses import open_attack
from .state import (add_gem, bag_size, contains, draw, gem_arg, gems_arg, require, seat_arg, to_bag,
                    valuables)

WGW = "what_gem_where"
DRAWS = {"roll_up_sleeves": 3, "found_it": 7}


def play(state: dict, seat: int, action: dict) -> list:
    """Play an action card from the hand and resolve it (or open its target's response window)."""
    card = action.get("card")
    require(isinstance(card, str) and card in ACTIONS, "invalid_card",
            f"play one of the action cards: {', '.join(ACTIONS)}")
    require(card in state["hands"][seat], "card_not_in_hand", f"{card} is not in your hand")
    check, effect = CARDS[card]
    params = check(state, seat, action)
    state["hands"][seat].remove(card)
    if card == WGW:
        state["wgw"][seat] += 1
    else:
        state["discard"].append(card)
    events = [{"type": "CardPlayed", "seat": seat, "card": card, **params}] + effect(state, seat, params)
    return events if state.get("window") is not None else settled(state, events)


def keep(state: dict, seat: int, action: dict) -> list:
    """Roll Up Your Sleeves: keep any of the drawn gems; the rest go back to the bag."""
    drawn = state["pending"]["drawn"]
    gems = gems_arg(action.get("gems"), "gems")
    require(contains(drawn, gems), "gem_not_drawn", f"keep some of the drawn gems {drawn}")
    for gem in gems:
        add_gem(state["carts"][seat], gem)
        drawn = _without(drawn, gem)
    to_bag(state, drawn)
    state["pending"] = None
    return settled(state, [{"type": "GemsKept", "seat": seat, "gems": gems, "returned": drawn}])


def swap(state: dict, seat: int, action: dict) -> list:
    """Found It!: swap one valuable cart gem for one valuable drawn gem (give and take null: no swap)."""
    drawn, cart = state["pending"]["drawn"], state["carts"][seat]
    give, take = action.get("give"), action.get("take")
    if give is not None or take is not None:
        require(gem_arg(give, "give") in cart, "gem_not_in_cart", "give a valuable gem of your cart")
        require(gem_arg(take, "take") in drawn, "gem_not_drawn", "take a valuable drawn gem")
        cart.remove(give)
        add_gem(cart, take)
        drawn = _without(drawn, take) + [give]
    to_bag(state, drawn)
    state["pending"] = None
    return settled(state, [{"type": "GemsSwapped", "seat": seat, "give": give, "take": take}])


# -- each card: check(state, seat, action) -> the choices it shows; effect(state, seat, choices) -> events
def _needs_bag(state: dict, seat: int, action: dict) -> dict:
    require(bag_size(state) > 0, "bag_empty", "the bag is empty")
    return {}


def _always(state: dict, seat: int, action: dict) -> dict:
    return {}


def _other_in_mine(state: dict, seat: int, action: dict) -> int:
    target = seat_arg(state, action.get("target"))
    require(target != seat and state["in_mine"][target], "invalid_target",
            "the target is another dwarf still in the mine")
    return target


def _check_want(state: dict, seat: int, action: dict) -> dict:
    target = _other_in_mine(state, seat, action)
    give, take = gem_arg(action.get("give"), "give"), gem_arg(action.get("take"), "take")
    require(give in state["carts"][seat], "gem_not_in_cart", "give a valuable gem of your cart")
    require(take in state["carts"][target], "gem_not_in_cart", "take a valuable gem of the target's cart")
    return {"target": target, "give": give, "take": take}


def _check_lend(state: dict, seat: int, action: dict) -> dict:
    _needs_bag(state, seat, action)
    return {"target": _other_in_mine(state, seat, action)}


def _check_steal(state: dict, seat: int, action: dict) -> dict:
    target = _other_in_mine(state, seat, action)
    theirs = valuables(state["carts"][target])
    require(bool(theirs), "nothing_to_take", "the target's cart holds no valuable gem")
    gems = gems_arg(action.get("gems"), "gems")
    require(len(gems) == min(2, len(theirs)) and contains(theirs, gems), "invalid_gems",
            f"take {min(2, len(theirs))} of the target's valuable gems {theirs}")
    return {"target": target, "gems": gems}


def _check_not_mine(state: dict, seat: int, action: dict) -> dict:
    require(COAL in state["carts"][seat], "no_coal", "you have no coal to give")
    return {"target": _other_in_mine(state, seat, action)}


def _draw_then(kind: str):
    def effect(state: dict, seat: int, params: dict) -> list:
        drawn = draw(state, DRAWS[kind])
        gems, events = valuables(drawn), [{"type": "GemsDrawn", "seat": seat, "gems": drawn}]
        if kind == "roll_up_sleeves":
            to_bag(state, [g for g in drawn if g == COAL])
            if gems:
                state["pending"] = {"kind": "keep", "seat": seat, "drawn": gems}
        elif gems and valuables(state["carts"][seat]):
            state["pending"] = {"kind": "swap", "seat": seat, "drawn": drawn}
        else:
            to_bag(state, drawn)
        return events
    return effect


def _want(state: dict, seat: int, params: dict) -> list:
    mine, theirs = state["carts"][seat], state["carts"][params["target"]]
    mine.remove(params["give"])
    theirs.remove(params["take"])
    add_gem(mine, params["take"])
    add_gem(theirs, params["give"])
    return []


def _tremor(state: dict, seat: int, params: dict) -> list:
    events = []
    for other in clockwise_from(seat, state["players"])[1:]:
        gems = valuables(state["carts"][other])
        if state["in_mine"][other] and gems:
            gem = gems[Rng(state).below(len(gems))]
            state["carts"][other].remove(gem)
            to_bag(state, [gem])
            events.append({"type": "GemLost", "seat": other, "gem": gem})
    return events


def _nothing(state: dict, seat: int, params: dict) -> list:
    return []


def _attack(card: str):
    return lambda state, seat, params: open_attack(state, seat, card, params)


def _without(gems: list, gem: str) -> list:
    rest = list(gems)
    rest.remove(gem)
    return rest


CARDS = {
    "roll_up_sleeves": (_needs_bag, _draw_then("roll_up_sleeves")),
    "found_it": (_needs_bag, _draw_then("found_it")),
    "want_a_gem": (_check_want, _want),
    "tremor": (_always, _tremor),
    WGW: (_always, _nothing),
    "lend_me_a_hand": (_check_lend, _attack("lend_me_a_hand")),
    "is_that_yours": (_check_steal, _attack("is_that_yours")),
    "not_mine": (_check_not_mine, _attack("not_mine")),
}
assert set(CARDS) == set(ACTIONS), "every action card of the data file has a rule"
