"""Responses out of turn (rulings 9-11): an attack opens a window for its target alone, the same
window whether or not the target holds the answer; the target answers, passes or times out, and the
system settles the attack when the window closes.

`state["attack"]` = {"card", "player", "target", "giver", "response", "gems" (Is That Yours?)} while
an attack waits; the coal of That's Not Mine! has left the player's cart and travels with it.
"""
from shared import engine

from .data import COAL, COUNTER
from .flow import coal_check, settled
from .state import add_gem, draw, gem_arg, in_mine, require, seat_arg, to_bag, valuables

SETTLE = {"type": "settle"}


def open_attack(state: dict, seat: int, card: str, params: dict) -> list:
    """The attack names its target: That's Not Mine! takes the coal out first; the window opens."""
    if card == "not_mine":
        state["carts"][seat].remove(COAL)
    state["attack"] = {"card": card, "player": seat, "target": params["target"], "giver": seat,
                       "response": None, "gems": params.get("gems", [])}
    return _window(state, params["target"], card)


def not_mine_either(state: dict, seat: int, action: dict) -> list:
    """Pass the coal to another dwarf in the mine but the giver (none left: it goes to the bag)."""
    _holding(state, seat, "not_mine_either")
    attack = state["attack"]
    choices = recipients(state, seat, attack["giver"])
    to = action.get("to")
    if choices:
        require(seat_arg(state, to, "to") in choices, "invalid_target",
                f"pass the coal to one of {choices}")
    else:
        require(to is None, "invalid_target", "no other dwarf may take the coal: it goes to the bag")
    events = _respond(state, seat, "not_mine_either", {"to": to})
    if state["options"]["chain"] and to is not None:
        state["attack"] = {**attack, "giver": seat, "target": to}
        return events + _window(state, to, "not_mine")
    state["attack"] = {**attack, "response": {"card": "not_mine_either", "to": to}}
    return events


def stop_thief(state: dict, seat: int, action: dict) -> list:
    """Cancel Is That Yours? and take one valuable gem of the attacker's cart (gem null if it has none)."""
    _holding(state, seat, "stop_thief")
    attack = state["attack"]
    theirs = valuables(state["carts"][attack["player"]])
    gem = action.get("gem")
    if theirs:
        require(gem_arg(gem) in theirs, "gem_not_in_cart", f"take one of the attacker's gems {theirs}")
    else:
        require(gem is None, "gem_not_in_cart", "the attacker's cart holds no valuable gem")
    state["attack"] = {**attack, "response": {"card": "stop_thief", "gem": gem}}
    return _respond(state, seat, "stop_thief", {"gem": gem})


def break_time(state: dict, seat: int, action: dict) -> list:
    """Cancel Lend Me a Hand: nobody draws."""
    _holding(state, seat, "break_time")
    state["attack"] = {**state["attack"], "response": {"card": "break_time"}}
    return _respond(state, seat, "break_time", {})


def settle(state: dict, seat, action: dict) -> list:
    """System, when the window closes: the attack resolves as answered (or passed); the turn goes on."""
    attack, state["attack"] = state["attack"], None
    return settled(state, RESOLVE[attack["card"]](state, attack, attack["response"]))


def pick(state: dict, seat: int, action: dict) -> list:
    """Lend Me a Hand: the player takes one of two drawn gems of different kinds; the target the other."""
    pending = state["pending"]
    drawn = pending["drawn"]
    gem = gem_arg(action.get("gem"))
    require(gem in drawn, "gem_not_drawn", f"take one of {drawn}")
    other = drawn[1] if drawn[0] == gem else drawn[0]
    state["pending"] = None
    return settled(state, _share(state, seat, pending["target"], gem, other))


def recipients(state: dict, seat: int, giver: int) -> list:
    """Who may take the coal from `seat`: dwarves in the mine other than `seat` and its giver."""
    return [s for s in in_mine(state) if s not in (seat, giver)]


def _window(state: dict, target: int, card: str) -> list:
    timeout = state["options"]["response_ms"] or None
    return engine.open_window(state, [target], [COUNTER[card]], timeout, close=SETTLE)


def _holding(state: dict, seat: int, card: str) -> None:
    require(card in state["hands"][seat], "card_not_in_hand", f"{card} is not in your hand")


def _respond(state: dict, seat: int, card: str, shown: dict) -> list:
    state["hands"][seat].remove(card)
    state["discard"].append(card)
    return [{"type": "ResponsePlayed", "seat": seat, "card": card, **shown}]


def _coal(state: dict, attack: dict, response: dict | None) -> list:
    to = response["to"] if response else attack["target"]
    if to is None:
        to_bag(state, [COAL])
        return [{"type": "CoalReturned", "from": attack["target"]}]
    add_gem(state["carts"][to], COAL)
    return [{"type": "CoalGiven", "to": to}] + coal_check(state, to)


def _steal(state: dict, attack: dict, response: dict | None) -> list:
    player, target = attack["player"], attack["target"]
    if response:
        gem = response["gem"]
        if gem is not None:
            _move(state, player, target, gem)
        return [{"type": "AttackCancelled", "card": attack["card"], "seat": target,
                 "gems": [gem] if gem else []}]
    for gem in attack["gems"]:
        _move(state, target, player, gem)
    return [{"type": "GemsTaken", "seat": player, "from": target, "gems": list(attack["gems"])}]


def _lend(state: dict, attack: dict, response: dict | None) -> list:
    player, target = attack["player"], attack["target"]
    if response:
        return [{"type": "AttackCancelled", "card": attack["card"], "seat": target, "gems": []}]
    drawn = draw(state, 2)
    events = [{"type": "GemsDrawn", "seat": target, "gems": drawn}]
    gems = valuables(drawn)
    if len(gems) == 2 and gems[0] != gems[1]:
        state["pending"] = {"kind": "pick", "seat": player, "drawn": gems, "target": target}
        return events
    if drawn == [COAL, COAL]:
        to_bag(state, [COAL])
        drawn = [COAL]
    mine = gems[0] if gems else None
    rest = list(drawn)
    if mine is not None:
        rest.remove(mine)
    return events + _share(state, player, target, mine, rest[0] if rest else None)


def _share(state: dict, player: int, target: int, mine: str | None, theirs: str | None) -> list:
    if mine is not None:
        add_gem(state["carts"][player], mine)
    if theirs is not None:
        add_gem(state["carts"][target], theirs)
    events = [{"type": "GemsShared", "seat": player, "gem": mine, "target": target, "target_gem": theirs}]
    return events + (coal_check(state, target) if theirs == COAL else [])


def _move(state: dict, source: int, to: int, gem: str) -> None:
    state["carts"][source].remove(gem)
    add_gem(state["carts"][to], gem)


RESOLVE = {"not_mine": _coal, "is_that_yours": _steal, "lend_me_a_hand": _lend}
