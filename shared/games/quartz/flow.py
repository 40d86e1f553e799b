"""The turn's flow: mining, leaving, the reward track, the coal check and the scandal, experience
tokens, the end of a turn, the last dwarf and digging alone (rulings 4-6, 12-18, 26)."""
from shared import engine
from shared.engine import next_clockwise

from .data import COAL, SCANDAL_AT, SOLO_DRAWS
from .days import day_end
from .state import add_gem, bag_size, draw, in_mine, require, to_bag, valuables


def mine(state: dict, seat: int, action: dict) -> list:
    """Draw one gem from the bag into the cart (a turn, or a step of digging alone)."""
    require(bag_size(state) > 0, "bag_empty", "the bag is empty: mining is not possible")
    solo = state["solo"]
    if solo is not None:
        require(solo["draws"] < SOLO_DRAWS, "solo_done", f"at most {SOLO_DRAWS} draws alone")
        state["solo"], state["pending"] = {**solo, "draws": solo["draws"] + 1}, None
    gem = draw(state, 1)[0]
    add_gem(state["carts"][seat], gem)
    return settled(state, [{"type": "GemMined", "seat": seat, "gem": gem}] + coal_check(state, seat))


def leave(state: dict, seat: int, action: dict) -> list:
    """Leave the mine: the cart is set aside for the sale; with 3+ dwarves in the mine, take the reward."""
    count = len(in_mine(state))
    state["aside"][seat], state["carts"][seat] = state["carts"][seat], []
    state["in_mine"][seat], state["out"][seat] = False, "left"
    events = [{"type": "LeftMine", "seat": seat, "gems": list(state["aside"][seat])}]
    if count >= 3:
        events += _take_reward(state, seat)
    return events + end_turn(state, offer_protect=False)


def coal_check(state: dict, seat: int) -> list:
    """Ruling 13 after coal entered a cart: a token holder decides (the game waits), else a scandal."""
    if state["carts"][seat].count(COAL) < SCANDAL_AT:
        return []
    if not state["tokens"][seat]:
        return scandal(state, seat)
    state["pending"] = {"kind": "coal_check", "seat": seat}
    if state["options"]["response_ms"]:
        engine.schedule(state, state["options"]["response_ms"], {"type": "coal_timeout"})
    return [{"type": "CoalCheck", "seat": seat}]


def scandal(state: dict, seat: int) -> list:
    """Ruling 14: the cart to the bag, out of the mine, a token if none, the reward track updated."""
    count = len(in_mine(state))
    gems = state["carts"][seat]
    to_bag(state, gems)
    state["carts"][seat] = []
    state["in_mine"][seat], state["out"][seat] = False, "scandal"
    gained = not state["tokens"][seat]
    state["tokens"][seat] = 1
    events = [{"type": "Scandal", "seat": seat, "gems": gems, "token_gained": gained}]
    if count >= 3:
        slot = state["track"][state["pointer"]]
        if slot["card"] is not None:
            state["discard"].append(slot["card"])
        events.append({"type": "RewardDiscarded", "slot": state["pointer"] + 1, **slot})
        _advance(state, "discarded")
    return events


def free_actions(state: dict, seat: int) -> list:
    """Ruling 12: a seat in the mine with a token and a coal in its cart may use the token at any moment."""
    if (state["phase"] == "mine" and state["in_mine"][seat] and state["tokens"][seat]
            and COAL in state["carts"][seat]):
        return [{"type": "use_token"}]
    return []


def use_token(state: dict, seat: int, action: dict) -> list:
    """Free action: the token back to the supply, one coal from the cart to the bag."""
    state["tokens"][seat] = 0
    state["carts"][seat].remove(COAL)
    to_bag(state, [COAL])
    events = [{"type": "TokenUsed", "seat": seat}]
    pending = state["pending"]
    if pending is not None and pending["kind"] == "coal_check" and pending["seat"] == seat:
        state["pending"] = None
        engine.cancel_timer(state)
        events += after_effect(state)
    return events


def accept_scandal(state: dict, seat: int, action: dict) -> list:
    """At the coal check: keep the token and take the scandal."""
    state["pending"] = None
    engine.cancel_timer(state)
    return scandal(state, seat) + after_effect(state)


def coal_timeout(state: dict, seat, action: dict) -> list:
    """System, the coal check's time-out: it counts as using the token (ruling 13)."""
    pending = state["pending"]
    require(pending is not None and pending["kind"] == "coal_check", "no_coal_check", "no coal check waits")
    return [{"type": "CoalCheckTimedOut", "seat": pending["seat"]}] + \
        use_token(state, pending["seat"], {"type": "use_token"})


def settled(state: dict, events: list) -> list:
    """`events`, then the rest of the turn unless a decision (a coal check, a choice) now waits."""
    return events if state["pending"] is not None else events + after_effect(state)


def after_effect(state: dict) -> list:
    """The current effect has finished: digging alone goes on, else the turn ends."""
    return _solo_next(state) if state["solo"] is not None else end_turn(state)


def end_turn(state: dict, offer_protect: bool = True) -> list:
    """The end of the turn: What Gem? Where? moves, then the last dwarf or the next seat clockwise."""
    seat = state["turn"]
    if offer_protect and _may_protect(state, seat):
        state["pending"] = {"kind": "protect", "seat": seat, "left": state["wgw"][seat]}
        return []
    still = in_mine(state)
    if len(still) == 1:
        return _last_dwarf(state, still[0])
    following = next_clockwise(seat, state["players"], lambda s: state["in_mine"][s])
    state["turn"], state["active"] = following, [following]
    return [{"type": "TurnStarted", "seat": following}]


def protect(state: dict, seat: int, action: dict) -> list:
    """End of turn: move one valuable cart gem onto What Gem? Where? (gem null: no more moves)."""
    gem = action.get("gem")
    cart, pending = state["carts"][seat], state["pending"]
    if gem is None:
        state["pending"] = None
        return end_turn(state, offer_protect=False)
    require(gem in valuables(cart), "gem_not_in_cart", "move a valuable gem of your cart")
    cart.remove(gem)
    add_gem(state["protected"][seat], gem)
    events = [{"type": "GemProtected", "seat": seat, "gem": gem}]
    if pending["left"] > 1 and valuables(cart):
        state["pending"] = {**pending, "left": pending["left"] - 1}
        return events
    state["pending"] = None
    return events + end_turn(state, offer_protect=False)


def take_last_reward(state: dict, seat: int, action: dict) -> list:
    """The last dwarf (variant) takes the last reward and ends the day."""
    state["pending"] = None
    return _end_as_last(state, seat)


def dig_alone(state: dict, seat: int, action: dict) -> list:
    """The last dwarf (variant) forfeits the last reward to dig on alone (ruling 26)."""
    slot = state["track"][state["pointer"]]
    if slot["card"] is not None:
        state["discard"].append(slot["card"])
    _advance(state, "forfeited")
    state["solo"] = {"seat": seat, "draws": 0}
    state["pending"] = {"kind": "solo", "seat": seat}
    return [{"type": "DiggingAlone", "seat": seat, "forfeited": slot}]


def stop(state: dict, seat: int, action: dict) -> list:
    """Stop digging alone: the day ends."""
    state["pending"] = None
    return _finish_solo(state)


def _may_protect(state: dict, seat: int) -> bool:
    return (state["in_mine"][seat] and state["wgw"][seat] > 0 and bool(valuables(state["carts"][seat]))
            and (len(in_mine(state)) > 1 or state["options"]["faint"]))


def _last_dwarf(state: dict, seat: int) -> list:
    state["last"], state["turn"], state["active"] = seat, seat, [seat]
    if state["options"]["faint"]:
        state["pending"] = {"kind": "last_dwarf", "seat": seat}
        return [{"type": "LastDwarf", "seat": seat}]
    return [{"type": "LastDwarf", "seat": seat}] + _end_as_last(state, seat)


def _end_as_last(state: dict, seat: int) -> list:
    events = _take_reward(state, seat)
    state["out"][seat] = "last"
    return events + day_end(state)


def _solo_next(state: dict) -> list:
    solo = state["solo"]
    if state["in_mine"][solo["seat"]] and solo["draws"] < SOLO_DRAWS:
        state["pending"] = {"kind": "solo", "seat": solo["seat"]}
        return []
    return _finish_solo(state)


def _finish_solo(state: dict) -> list:
    seat = state["solo"]["seat"]
    state["solo"] = None
    if state["in_mine"][seat]:
        state["out"][seat] = "last"
    return [{"type": "StoppedDigging", "seat": seat}] + day_end(state)


def _take_reward(state: dict, seat: int) -> list:
    slot = state["track"][state["pointer"]]
    if slot["card"] is not None:
        state["hands"][seat].append(slot["card"])
        state["hands"][seat].sort()
    state["coins"][seat] += slot["coins"]
    event = {"type": "RewardTaken", "seat": seat, "slot": state["pointer"] + 1,
             "card": slot["card"], "coins": slot["coins"]}
    _advance(state, seat)
    return [event]


def _advance(state: dict, to) -> None:
    index = state["pointer"]
    state["track"][index] = {**state["track"][index], "to": to}
    state["pointer"] = index + 1

