"""The greedy policy: one rule per decision, fast enough to be the searches' rollout policy.

It reads a whole state but uses only what the acting seat may know (its hand, public carts, the bag's
counts); the risk rule: with one coal in the cart and no token, stop mining once the chance of a
second coal times what the cart would lose outweighs what the next gem is worth on average.

Its thresholds are data (`weights.json`): `default` plays greedy, easy and medium and every seat's
rollouts but hard's own, which plays `hard` (tuned by self-play: scripts/tune_quartz.py).
"""
import json
from pathlib import Path

from ..data import COAL, PRICE, SOLO_DRAWS, VALUABLE, VALUE
from ..legal import responses
from ..responses import recipients
from ..sale import chest_capacity, income, remove_all, sale_options
from ..state import bag_size, in_mine, last_day, valuables

WEIGHTS = json.loads((Path(__file__).parent / "weights.json").read_text(encoding="utf-8"))
DEFAULT = WEIGHTS["default"]
HARD = WEIGHTS["hard"]


def policy(state: dict, seat: int, w: dict = DEFAULT) -> dict:
    """The greedy action of `seat`, which is to act now (a window, a decision, the sale or its turn)."""
    if state.get("window") is not None:
        return respond(state, seat, w)
    pending = state["pending"]
    if pending is not None:
        return DECIDE[pending["kind"]](state, seat, pending, w)
    if state["phase"] == "sale":
        return sell(state, seat, w)
    return turn(state, seat, w)


def smart(state: dict, seat: int, w: dict = DEFAULT) -> dict:
    """The searches' own policy: greedy with two refinements their rollouts found worth about 5
    points of win rate against greedy (What Gem? Where? played as soon as it is held, Found It!
    played to upgrade a cheap gem)."""
    if state.get("window") is not None or state["pending"] is not None or state["phase"] != "mine":
        return policy(state, seat, w)
    hand, cart = state["hands"][seat], state["carts"][seat]
    if "what_gem_where" in hand and not state["wgw"][seat] and not (COAL in cart and "not_mine" in hand):
        return {"type": "play", "card": "what_gem_where"}
    action = turn(state, seat, w)
    cheap = [VALUE[g] for g in cart if g != COAL]
    if action["type"] in ("mine", "leave") and "found_it" in hand and bag_size(state) and cheap \
            and min(cheap) <= w["found_it_below"]:
        return {"type": "play", "card": "found_it"}
    return action


def coal_chance(state: dict) -> float:
    """The chance that the next gem drawn is coal."""
    total = bag_size(state)
    return state["bag"][COAL] / total if total else 1.0


def mean_gem(state: dict) -> float:
    """The average value of a valuable gem in the bag."""
    bag = state["bag"]
    count = sum(bag[k] for k in VALUABLE)
    return sum(VALUE[k] * bag[k] for k in VALUABLE) / count if count else 0.0


def worth(gems) -> int:
    """The plain sale value of gems."""
    return sum(VALUE[g] for g in gems)


def risky(state: dict, seat: int, w: dict = DEFAULT) -> bool:
    """The risk rule: True when one more gem costs more in expected scandal than it brings."""
    cart = state["carts"][seat]
    if COAL not in cart or state["tokens"][seat] or not bag_size(state):
        return not bag_size(state)
    p = coal_chance(state)
    return p * worth(cart) * w["risk"] > (1 - p) * mean_gem(state)


def turn(state: dict, seat: int, w: dict = DEFAULT) -> dict:
    """A turn: rid the cart of coal, take a free gem, steal, else mine or leave by the risk rule."""
    hand, cart = state["hands"][seat], state["carts"][seat]
    others = [s for s in in_mine(state) if s != seat]
    if COAL in cart and "not_mine" in hand and others:
        return {"type": "play", "card": "not_mine", "target": _victim(state, others)}
    if "roll_up_sleeves" in hand and bag_size(state):
        return {"type": "play", "card": "roll_up_sleeves"}
    steal = _best_steal(state, others) if "is_that_yours" in hand else None
    if steal and worth(steal[1]) >= w["steal_from"]:
        return {"type": "play", "card": "is_that_yours", "target": steal[0], "gems": steal[1]}
    trade = _best_trade(state, seat, others) if "want_a_gem" in hand else None
    if trade and VALUE[trade[2]] - VALUE[trade[1]] >= w["trade_gain"]:
        return {"type": "play", "card": "want_a_gem", "target": trade[0], "give": trade[1], "take": trade[2]}
    if risky(state, seat, w):
        if "lend_me_a_hand" in hand and others and bag_size(state):
            return {"type": "play", "card": "lend_me_a_hand", "target": _victim(state, others)}
        return {"type": "leave"}
    if "what_gem_where" in hand and state["wgw"][seat] == 0 \
            and max(map(VALUE.get, cart), default=0) >= w["wgw_from"]:
        return {"type": "play", "card": "what_gem_where"}
    return {"type": "mine"}


def respond(state: dict, seat: int, w: dict = DEFAULT) -> dict:
    """In a window: answer with the response card when it helps, else pass."""
    answers = responses(state, seat)
    if not answers:
        return {"type": "pass"}
    card = answers[0]["type"]
    if card == "not_mine_either":
        choices = recipients(state, seat, state["attack"]["giver"])
        return {"type": card, "to": _victim(state, choices) if choices else None}
    if card == "stop_thief":
        return max(answers, key=lambda a: VALUE.get(a["gem"], 0))
    cart = state["carts"][seat]
    return answers[0] if COAL in cart or coal_chance(state) >= w["shield_from"] else {"type": "pass"}


def sell(state: dict, seat: int, w: dict = DEFAULT) -> dict:
    """The sale: the choice of kept gems worth most, today's income and the chest's worth together."""
    pool = state["pools"][seat]
    options = sale_options(pool, chest_capacity(last_day(state)))
    return max(options, key=lambda a: sale_score(pool, a, w))


def sale_score(pool: list, action: dict, w: dict = DEFAULT) -> float:
    """Today's income plus the kept gems at a little over their value."""
    return income(remove_all(pool, action["keep"]), action) + w["keep"] * worth(action["keep"])


def _victim(state: dict, seats: list) -> int:
    """The dwarf a coal hurts most: one coal already and no token, then the richest cart."""
    def harm(s):
        cart = state["carts"][s]
        return (COAL in cart and not state["tokens"][s], worth(cart), -s)
    return max(seats, key=harm)


def _best_steal(state: dict, others: list):
    best = None
    for target in others:
        gems = sorted(valuables(state["carts"][target]), key=VALUE.get, reverse=True)[:2]
        if gems and (best is None or worth(gems) > worth(best[1])):
            best = (target, sorted(gems, key=VALUABLE.index))
    return best


def _best_trade(state: dict, seat: int, others: list):
    mine = valuables(state["carts"][seat])
    if not mine:
        return None
    give = min(mine, key=VALUE.get)
    best = None
    for target in others:
        theirs = valuables(state["carts"][target])
        if theirs:
            take = max(theirs, key=VALUE.get)
            if best is None or VALUE[take] > VALUE[best[2]]:
                best = (target, give, take)
    return best


def _coal_check(state: dict, seat: int, pending: dict, w: dict) -> dict:
    return {"type": "use_token"} if worth(state["carts"][seat]) >= w["token_from"] else {"type": "scandal"}


def _keep(state: dict, seat: int, pending: dict, w: dict) -> dict:
    return {"type": "keep", "gems": list(pending["drawn"])}


def _swap(state: dict, seat: int, pending: dict, w: dict) -> dict:
    give = min(valuables(state["carts"][seat]), key=VALUE.get)
    take = max(valuables(pending["drawn"]), key=VALUE.get)
    if VALUE[take] > VALUE[give]:
        return {"type": "swap", "give": give, "take": take}
    return {"type": "swap", "give": None, "take": None}


def _pick(state: dict, seat: int, pending: dict, w: dict) -> dict:
    return {"type": "pick", "gem": max(pending["drawn"], key=VALUE.get)}


def _protect(state: dict, seat: int, pending: dict, w: dict) -> dict:
    return {"type": "protect", "gem": max(valuables(state["carts"][seat]), key=VALUE.get)}


def _last_dwarf(state: dict, seat: int, pending: dict, w: dict) -> dict:
    slot = state["track"][state["pointer"]]
    reward = slot["coins"] + (PRICE[slot["card"]] + 1 if slot["card"] else 0)
    return {"type": "dig_alone"} if reward < w["dig_alone"] * mean_gem(state) * (1 - coal_chance(state)) \
        else {"type": "take_reward"}


def _solo(state: dict, seat: int, pending: dict, w: dict) -> dict:
    can = bag_size(state) and state["solo"]["draws"] < SOLO_DRAWS
    return {"type": "mine"} if can and not risky(state, seat, w) else {"type": "stop"}


DECIDE = {"coal_check": _coal_check, "keep": _keep, "swap": _swap, "pick": _pick,
          "protect": _protect, "last_dwarf": _last_dwarf, "solo": _solo}
