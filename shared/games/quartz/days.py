"""The day's end (ruling 19), the evening sale (20-22), the next day and the end of the game (23)."""
from shared import engine
from shared.engine import Rng, clockwise_from

from .data import COAL, DAYS, HAND_START, PRICE, TOKEN_VALUE, sort_gems
from .sale import best_choice, chest_capacity, default_choice, income, parse_choice, remove_all
from .state import add_gem, deal, fill_track, last_day, require, to_bag, valuables

WGW = "what_gem_where"


def first_day(state: dict) -> list:
    """Day 1 (ruling 2): the first player, five cards each from that seat clockwise, the rewards laid."""
    first = state["options"]["first"]
    if first is None:
        first = Rng(state).below(state["players"])
    events = [{"type": "GameStarted", "first": first}]
    for _ in range(HAND_START):
        for seat in clockwise_from(first, state["players"]):
            deal(state, seat)
    events += [{"type": "CardsDealt", "seat": s, "count": len(state["hands"][s]),
                "secret": {"cards": list(state["hands"][s])}} for s in range(state["players"])]
    return events + _begin(state, first)


def day_end(state: dict) -> list:
    """Protected gems go back, coal goes to the bag, each seat's pool is formed; the sale begins."""
    for seat in range(state["players"]):
        for gem in state["protected"][seat]:
            add_gem(state["carts"][seat], gem)
        state["discard"] += [WGW] * state["wgw"][seat]
        pool = state["aside"][seat] + state["carts"][seat] + state["chests"][seat]
        to_bag(state, [g for g in pool if g == COAL])
        state["pools"][seat] = sort_gems(valuables(pool))
        state["chest_before"][seat] = state["chests"][seat]
        state["protected"][seat], state["aside"][seat], state["carts"][seat] = [], [], []
        state["chests"][seat], state["wgw"][seat] = [], 0
    state["in_mine"] = [False] * state["players"]
    state["turn"], state["pending"], state["phase"] = None, None, "sale"
    state["active"] = [s for s in range(state["players"]) if state["pools"][s]]
    events = [{"type": "DayEnded", "day": state["day"], "out": list(state["out"]),
               "pools": [list(p) for p in state["pools"]]}]
    if not state["active"]:
        state["phase"] = "market"
    elif state["options"]["sale_ms"]:
        engine.schedule(state, state["options"]["sale_ms"], {"type": "settle_sale"})
    return events


def sell(state: dict, seat: int, action: dict) -> list:
    """A seat's sealed sale: what stays in its chest and its combo; the last one calls the market."""
    choice = parse_choice(action, state["pools"][seat], chest_capacity(last_day(state)))
    events = engine.seal(state, seat, choice)
    if not state["active"]:
        engine.cancel_timer(state)
        state["phase"] = "market"
    return events


def settle_sale(state: dict, seat, action: dict) -> list:
    """System: every seat's sale at once (time-out defaults for late seats), then the next day or the end."""
    defaults = sale_defaults(state)
    require(action.get("defaults", {}) == defaults, "wrong_defaults",
            f"seats still to sell keep their chest and sell the rest at the best combo: {defaults}")
    choices = {**{str(s): c for s, c in engine.unseal(state).items()}, **defaults}
    sales = [_sell_out(state, s, choices.get(str(s)), str(s) in defaults) for s in range(state["players"])]
    record = {"round": state["day"], "first": state["first"], "last": state["last"],
              "out": list(state["out"]), "sales": sales, "coins": list(state["coins"])}
    state["days"].append(record)
    events = [{"type": "DaySold", **record}]
    return events + (_end_game(state) if state["day"] == DAYS else _next_day(state))


def sale_defaults(state: dict) -> dict:
    """The choices of seats that have not sold when the sale times out: str(seat) -> choice."""
    if state["phase"] != "sale":
        return {}
    capacity = chest_capacity(last_day(state))
    return {str(s): default_choice(state["pools"][s], state["chest_before"][s], capacity)
            for s in state["active"]}


def _sell_out(state: dict, seat: int, choice: dict | None, timed_out: bool) -> dict:
    pool = state["pools"][seat]
    choice = choice or best_choice(pool, [])
    sold = remove_all(pool, choice["keep"])
    earned = income(sold, choice)
    state["coins"][seat] += earned
    state["chests"][seat], state["pools"][seat] = list(choice["keep"]), []
    to_bag(state, sold)
    return {"seat": seat, "sold": sold, **choice, "income": earned, "timed_out": timed_out}


def _next_day(state: dict) -> list:
    state["day"] += 1
    first = state["last"]
    events = [{"type": "DayStarted", "day": state["day"], "first": first}]
    for seat in clockwise_from(first, state["players"]):
        card = deal(state, seat)
        if card is not None:
            events.append({"type": "CardsDealt", "seat": seat, "count": 1, "secret": {"cards": [card]}})
    return events + _begin(state, first)


def _begin(state: dict, first: int) -> list:
    fill_track(state)
    n = state["players"]
    state["in_mine"], state["out"] = [True] * n, [None] * n
    state["first"], state["last"], state["turn"] = first, None, first
    state["phase"], state["active"], state["pending"] = "mine", [first], None
    return [{"type": "RewardsLaid", "day": state["day"], "track": [dict(t) for t in state["track"]]},
            {"type": "TurnStarted", "seat": first}]


def _end_game(state: dict) -> list:
    for seat in range(state["players"]):
        cards = sum(PRICE[c] for c in state["hands"][seat])
        state["card_coins"][seat] = cards
        state["coins"][seat] += cards + TOKEN_VALUE * state["tokens"][seat]
    state["phase"], state["active"], state["turn"] = "ended", [], None
    hands = [list(h) for h in state["hands"]]
    return [{"type": "GameEnded", "hands": hands, "card_coins": list(state["card_coins"]),
             "tokens": list(state["tokens"]), "coins": list(state["coins"])}]

