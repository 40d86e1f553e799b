"""The rule-based policy (the `greedy` bot, and every seat in a search's simulations).

Plans weigh each place for the master over sampled sunset rows; production takes each building's
cheapest cover when the goods are worth more than the cards, chains while a set gains; the planned
building is the best one the seat can expect to afford.
"""
import random
from collections import Counter

from ..data import CARDS, GOOD_VALUE, MOVE_COST, OUTPUT, RESOURCE, SIDES, SUN, SUNS, apprentice, market_resource
from ..flow import is_final_round
from ..legal import legal_actions
from ..plans import draft
from ..production import can_build, hireable
from ..reckon import chain_uses, coins, covers, free_buildings, payment_value, payments, worker_at
from .values import CARD, Seat, chain_gain, hire_worth, income, keep, worth

SUNSET_SAMPLES = 6


def decide(state: dict, seat: int, rand: random.Random, samples: int = SUNSET_SAMPLES,
           profile: dict | None = None) -> list:
    """The policy's actions for the seat's current decision (a whole plan in phase II, else one step)."""
    pending, phase, ctx = state["pending"], state["phase"], Seat(state, seat, profile)
    if pending is not None:
        return [{"chain": _chain_step, "build": _build_step, "place": _place_step}[pending["kind"]](
            state, seat, ctx)]
    if phase == "plans":
        return plan_actions(state, seat, plan(state, seat, rand, samples, ctx))
    if phase == "production":
        return [_production_step(state, seat, ctx)]
    if phase == "new_cards":
        return [_new_cards(state, seat, ctx)]
    if phase == "discard_half":
        hand = sorted(state["hands"][seat], key=lambda c: (keep(ctx, c), c))
        return [{"type": "discard_half", "cards": sorted(hand[:len(hand) // 2])}]
    return [legal_actions(state, seat)[0]]


# -- phase II -----------------------------------------------------------------------------------
def plan(state: dict, seat: int, rand, samples: int, ctx: Seat | None = None) -> dict:
    """The best plan by the policy's reckoning: {"master": {...} or None, "build": card or None}."""
    ctx = ctx or Seat(state, seat)
    options = master_options(state, seat, rand, samples, ctx.p["card"])
    best = max(options, key=lambda o: o[0])
    return {"master": best[1], "build": choose_building(state, seat, best[0], ctx)}


def master_options(state: dict, seat: int, rand, samples: int, card_value: float = CARD) -> list:
    """[(expected coins, master)] for idle and every free production building and side."""
    markets = sunsets(state, seat, rand, samples)
    hand = Counter(RESOURCE[c] for c in state["hands"][seat])
    stock = Counter()
    for b, built in enumerate(state["built"][seat]):
        stock[CARDS[built]["good"]] += len(state["goods"][seat][b])
    bonus = {b: _chain_bonus(CARDS[c], hand, stock, card_value) for b, c in enumerate(state["built"][seat])}
    base = sum(produce_gain(state, seat, a["building"], "apprentice", m, hand, bonus, card_value)
               for a in state["apprentices"][seat] for m in markets) / len(markets)
    out = [(base, None)]
    taken = {a["building"] for a in state["apprentices"][seat]}
    for building, card in enumerate(state["built"][seat]):
        if building in taken or CARDS[card]["kind"] != "production":
            continue
        for side in SIDES:
            gain = sum(produce_gain(state, seat, building, side, m, hand, bonus, card_value)
                       for m in markets)
            out.append((base + gain / len(markets), {"building": building, "side": side}))
    return out


def sunsets(state: dict, seat: int, rand, samples: int) -> list:
    """The seat's market with sampled second rows (or the real one once it is out); with one
    sample, the deck's own next cards (in a sampled world they are a sample already)."""
    own = Counter()
    for card in state["built"][seat]:
        extra = market_resource(card)
        if extra:
            own[extra[0]] += extra[1]
    first = Counter(RESOURCE[c] for row in state["market"] for c in row) + own
    if state["market"][1] or state["stage"] >= 3:
        return [first]
    out = []
    for _ in range(samples):
        deck = state["deck"]
        if samples > 1:
            deck = list(deck)
            rand.shuffle(deck)
        row, suns, index = Counter(), 0, len(deck)
        while suns < SUNS and index:
            index -= 1
            row[RESOURCE[deck[index]]] += 1
            suns += SUN[deck[index]]
        out.append(first + row)
    return out


def produce_gain(state: dict, seat: int, building: int, worker: str, market: Counter, hand: Counter,
                 bonus: dict, card_value: float = CARD) -> float:
    """Coins a building would make with this worker and market, less the hand cards it needs."""
    card = CARDS[state["built"][seat][building]]
    inputs, free = card["inputs"], 1 if worker == "sloppy" else 0
    if "any" in inputs:
        gap = max(0, inputs["any"] - sum(market.values()))
        need = max(0, gap - free)
        if need > sum(hand.values()):
            return 0.0
    else:
        gaps = {r: max(0, n - market[r]) for r, n in inputs.items()}
        need = max(0, sum(gaps.values()) - free)
        if sum(max(0, g - hand[r]) for r, g in gaps.items()) > free:
            return 0.0
    made = card["value"] * OUTPUT[worker] - card_value * need
    return max(0.0, made) + bonus[building]


def _chain_bonus(card: dict, hand: Counter, stock: Counter, card_value: float) -> float:
    if not card["chain"]:
        return 0.0
    sets, cost = 3, 0.0
    for item, kind in card["chain"]:
        sets = min(sets, hand[item] if kind == "resource" else stock[item])
        cost += card_value if kind == "resource" else GOOD_VALUE[item]
    return sets * max(0.0, card["value"] * len(card["chain"]) - cost) * 0.7


def choose_building(state: dict, seat: int, expected: float, ctx: Seat, skip=()) -> str | None:
    """The hand card to plan: the best net worth the seat can expect to afford, None if none."""
    money = coins(state, seat) + max(0.0, expected) * ctx.p["slack"]
    best, best_net = None, ctx.p["min_net"]
    for card in sorted(set(state["hands"][seat])):
        cost = CARDS[card]["cost"]
        if cost > money or card in skip:
            continue
        net = worth(ctx, card) - cost
        if net > best_net:
            best, best_net = card, net
    return best


def plan_actions(state: dict, seat: int, chosen: dict) -> list:
    """The plan as the steps the rules take (no apprentice moves of its own)."""
    steps, plan = [], draft(state, seat)
    stage = plan["stage"]
    if stage == "moves" and plan["moves"]:
        steps.append({"type": "pay_moves",
                      "payment": payments(state, seat, MOVE_COST * len(plan["moves"]))[0]})
    if stage != "build":
        master = chosen["master"]
        steps.append({"type": "place_master", "building": None} if master is None
                     else {"type": "place_master", **master})
    steps.append({"type": "plan_building", "card": chosen["build"]})
    return steps


def quick_plan(state: dict, seat: int, rand) -> dict:
    """A whole sealed plan, quickly (for another seat's unknown choice)."""
    chosen = plan(state, seat, rand, 1)
    return {"moves": [], "payment": [], "master": chosen["master"], "build": chosen["build"]}


# -- phase IV -----------------------------------------------------------------------------------
def _production_step(state: dict, seat: int, ctx: Seat) -> dict:
    best, best_gain = None, 0.0
    for building in range(len(state["built"][seat])):
        worker = worker_at(state, seat, building)
        if worker is None or building in state["turn"]["used"]:
            continue
        options = covers(state, seat, building)
        if not options:
            continue
        cover = min(options, key=lambda c: (sum(keep(ctx, x) for x in c), c))
        gain = CARDS[state["built"][seat][building]]["value"] * OUTPUT[worker] \
            - sum(keep(ctx, x) for x in cover)
        if gain > best_gain:
            best, best_gain = {"type": "produce", "building": building, "cover": cover}, gain
    if best is None and is_final_round(state):
        best = _best_chain(state, seat, ctx, range(len(state["built"][seat])))
    return best or {"type": "end_production"}


def _best_chain(state: dict, seat: int, ctx: Seat, buildings) -> dict | None:
    best, best_gain = None, 0.0
    for building in buildings:
        for cards, goods in chain_uses(state, seat, building):
            gain = chain_gain(state, seat, ctx, building, cards, goods)
            if gain > best_gain:
                best, best_gain = {"type": "chain", "building": building, "cards": cards,
                                   "goods": goods}, gain
    return best


def _chain_step(state: dict, seat: int, ctx: Seat) -> dict:
    return _best_chain(state, seat, ctx, [state["pending"]["building"]]) or {"type": "end_chain"}


def _build_step(state: dict, seat: int, ctx: Seat) -> dict:
    best, best_net = {"type": "finish_turn"}, ctx.p["build_min"]
    if can_build(state, seat):
        card = state["planned"][seat]
        pay = payments(state, seat, CARDS[card]["cost"])[0]
        net = worth(ctx, card) - payment_value(state, seat, pay)
        if net > best_net:
            best, best_net = {"type": "build", "payment": pay}, net
    place = _best_place(state, seat)
    for offer in hireable(state, seat):
        pay = payments(state, seat, apprentice(offer["card"], offer["side"])["cost"])[0]
        net = hire_worth(state, seat, offer["card"], offer["side"], place) - payment_value(state, seat, pay)
        if net > best_net + 1e-9:
            best, best_net = {"type": "hire", "apprentice": offer["card"], "payment": pay}, net
    return best


def _best_place(state: dict, seat: int) -> int | None:
    free = free_buildings(state, seat)
    if not free:
        return None
    return max(free, key=lambda b: (income(state["built"][seat][b], "apprentice"), -b))


def _place_step(state: dict, seat: int, ctx: Seat) -> dict:
    return {"type": "place_apprentice", "building": _best_place(state, seat)}


# -- phase I -------------------------------------------------------------------------------------
def _new_cards(state: dict, seat: int, ctx: Seat) -> dict:
    hand = state["hands"][seat]
    money = coins(state, seat)
    useful = any(CARDS[c]["cost"] <= money + 6 and worth(ctx, c) > CARDS[c]["cost"] for c in hand)
    redraw = len(hand) >= 2 and (ctx.p["redraw_always"] or not useful)
    return {"type": "redraw"} if redraw else {"type": "keep_hand"}

