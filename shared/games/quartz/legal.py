"""Legal actions in a fixed order: the turn, the decisions, the responses and the sale.

The engine adds `pass` to a response window and the free `use_token` wherever ruling 12 allows it.
"""
from .data import COUNTER, RANK, SOLO_DRAWS, VALUABLE
from .flow import free_actions
from .responses import recipients
from .sale import chest_capacity, counts_of, keep_options, sale_options
from .state import bag_size, last_day, valuables


def legal_actions(state: dict, seat) -> list:
    """The legal actions of `seat` (None: the system) now."""
    if seat is None:
        return [{"type": "settle_sale", "defaults": {}}] if state["phase"] == "market" else []
    if state.get("window") is not None:
        return responses(state, seat)
    pending = state["pending"]
    if pending is not None:
        return DECISIONS[pending["kind"]](state, pending) if seat == pending["seat"] else []
    if state["phase"] == "sale" and seat in state["active"]:
        return sale_options(state["pools"][seat], chest_capacity(last_day(state)))
    if state["phase"] == "mine" and seat == state["turn"]:
        return turn_actions(state, seat)
    return []


def turn_actions(state: dict, seat: int) -> list:
    """Mine (when the bag holds a gem), every playable card with its choices, leave; a token if usable."""
    out = [{"type": "mine"}] if bag_size(state) else []
    for card in sorted(set(state["hands"][seat])):
        out += PLAYS.get(card, _none)(state, seat)
    return out + [{"type": "leave"}] + free_actions(state, seat)


def responses(state: dict, seat: int) -> list:
    """The window's answers `seat` holds (the window itself is the same whether it holds one or not)."""
    attack = state["attack"]
    card = COUNTER[attack["card"]]
    if seat != attack["target"] or card not in state["hands"][seat]:
        return []
    if card == "not_mine_either":
        choices = recipients(state, seat, attack["giver"]) or [None]
        return [{"type": card, "to": to} for to in choices]
    if card == "stop_thief":
        gems = _kinds(state["carts"][attack["player"]]) or [None]
        return [{"type": card, "gem": gem} for gem in gems]
    return [{"type": card}]


def _kinds(gems) -> list:
    return [k for k in VALUABLE if k in gems]


def _others(state: dict, seat: int) -> list:
    return [s for s in range(state["players"]) if s != seat and state["in_mine"][s]]


def _none(state: dict, seat: int) -> list:
    return []


def _simple(card: str, needs_bag: bool):
    def options(state: dict, seat: int) -> list:
        return [{"type": "play", "card": card}] if bag_size(state) or not needs_bag else []
    return options


def _want(state: dict, seat: int) -> list:
    return [{"type": "play", "card": "want_a_gem", "target": t, "give": g, "take": k}
            for t in _others(state, seat) for g in _kinds(state["carts"][seat])
            for k in _kinds(state["carts"][t])]


def _lend(state: dict, seat: int) -> list:
    if not bag_size(state):
        return []
    return [{"type": "play", "card": "lend_me_a_hand", "target": t} for t in _others(state, seat)]


def _steal(state: dict, seat: int) -> list:
    out = []
    for target in _others(state, seat):
        theirs = valuables(state["carts"][target])
        size = min(2, len(theirs))
        out += [{"type": "play", "card": "is_that_yours", "target": target, "gems": gems}
                for gems in keep_options(theirs, size) if len(gems) == size and size]
    return out


def _not_mine(state: dict, seat: int) -> list:
    if "coal" not in state["carts"][seat]:
        return []
    return [{"type": "play", "card": "not_mine", "target": t} for t in _others(state, seat)]


def _keep(state: dict, pending: dict) -> list:
    counts = counts_of(pending["drawn"])
    options = [[]]
    for kind, count in counts.items():
        options = [o + [kind] * i for o in options for i in range(count + 1)]
    options.sort(key=lambda o: (-len(o), [RANK[g] for g in o]))
    return [{"type": "keep", "gems": o} for o in options]


def _swap(state: dict, pending: dict) -> list:
    cart = _kinds(state["carts"][pending["seat"]])
    return [{"type": "swap", "give": None, "take": None}] + \
        [{"type": "swap", "give": g, "take": t} for g in cart for t in _kinds(pending["drawn"]) if g != t]


def _pick(state: dict, pending: dict) -> list:
    return [{"type": "pick", "gem": gem} for gem in _kinds(pending["drawn"])]


def _coal_check(state: dict, pending: dict) -> list:
    return [{"type": "use_token"}, {"type": "scandal"}]


def _protect(state: dict, pending: dict) -> list:
    gems = _kinds(state["carts"][pending["seat"]])
    return [{"type": "protect", "gem": None}] + [{"type": "protect", "gem": g} for g in gems]


def _last_dwarf(state: dict, pending: dict) -> list:
    return [{"type": "take_reward"}, {"type": "dig_alone"}]


def _solo(state: dict, pending: dict) -> list:
    seat = pending["seat"]
    can_mine = bag_size(state) and state["solo"]["draws"] < SOLO_DRAWS
    return ([{"type": "mine"}] if can_mine else []) + [{"type": "stop"}] + free_actions(state, seat)


PLAYS = {"roll_up_sleeves": _simple("roll_up_sleeves", True), "found_it": _simple("found_it", True),
         "want_a_gem": _want, "tremor": _simple("tremor", False),
         "what_gem_where": _simple("what_gem_where", False), "lend_me_a_hand": _lend,
         "is_that_yours": _steal, "not_mine": _not_mine}
DECISIONS = {"keep": _keep, "swap": _swap, "pick": _pick, "coal_check": _coal_check,
             "protect": _protect, "last_dwarf": _last_dwarf, "solo": _solo}
