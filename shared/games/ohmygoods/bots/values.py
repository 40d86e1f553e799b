"""What things are worth to a bot, in coins (5 coins = 1 VP): cards, buildings, production, chains.

`ODDS` is computed once from the data: for every production card, how often random markets (two
rows of two half-suns each from the full deck) leave at most 0, 1, 2 or 3 input units missing.
"""
import random
from collections import Counter

from ..data import CARDS, COINS_PER_VP, DECK, OUTPUT, RESOURCE, SUN, SUNS, apprentice, extra_cards, \
    market_resource

CARD = 1.5              # a hand card's worth: a resource for covers and chains, a building to plan
SAMPLES = 300


def _markets(count: int) -> list:
    rand, out = random.Random(0), []
    for _ in range(count):
        deck, units = list(DECK), Counter()
        rand.shuffle(deck)
        for _ in range(2):
            suns = 0
            while suns < SUNS and deck:
                card = deck.pop()
                units[RESOURCE[card]] += 1
                suns += SUN[card]
        out.append(units)
    return out


def missing_units(inputs: dict, market: Counter) -> int:
    """Input units a market leaves missing."""
    if "any" in inputs:
        return max(0, inputs["any"] - sum(market.values()))
    return sum(max(0, n - market[r]) for r, n in inputs.items())


def _odds() -> dict:
    markets = _markets(SAMPLES)
    out = {}
    for cid, card in CARDS.items():
        if card["kind"] == "production":
            gaps = [missing_units(card["inputs"], m) for m in markets]
            out[cid] = tuple(sum(g <= k for g in gaps) / SAMPLES for k in range(4))
    return out


ODDS = _odds()


def _incomes() -> dict:
    out = {}
    for cid, odds in ODDS.items():
        value = CARDS[cid]["value"]
        master = max(value * OUTPUT["diligent"] * odds[1], value * OUTPUT["sloppy"] * odds[2]) - CARD * 0.6
        out[cid] = (master, value * odds[1] * OUTPUT["apprentice"] - CARD * 0.5)
    return out


INCOME = _incomes()


def income(card: str, worker: str = "master") -> float:
    """Expected coins a round from one building with this worker (a card or two from hand helping)."""
    pair = INCOME.get(card)
    if pair is None:
        return 0.0
    return pair[1] if worker == "apprentice" else pair[0]


GREEDY = {"card": CARD, "spare": 0.35, "chain": 0.25, "extra_card": 0.8, "market": 0.9, "pace": 1.4,
          "slack": 0.8, "min_net": 0.5, "build_min": 0.0,
          "redraw_always": False}   # phase I: redraw any hand of 2 or more, not only a useless one
# tuned by self-play against GREEDY (one weight at a time, 400 4-player games each): a hand card is
# worth far less than GREEDY thinks, so produce and chain more (alone: 72% of the wins against three GREEDY)
TUNED = {**GREEDY, "card": 0.3}
# easy's: half-way from GREEDY to TUNED in strength, so the ladder's neighbours stand apart (2 seats,
# 400 games: 74.8% against GREEDY; medium, searching with TUNED, 71.5% against it in 200)
EASY = {**GREEDY, "card": 0.9}
# hard's: tuned by self-play against TUNED (one weight at a time, 4,000 2-player games each): redraw
# every hand in phase I, weigh spare production more, plan within the coins in hand, expect a shorter
# game (alone: 66.5% of the 2-player games against TUNED, 76% of the wins against three GREEDY)
HARD = {**TUNED, "spare": 0.5, "slack": 0.5, "pace": 1.1, "redraw_always": True}


def rounds_left(state: dict, pace: float = GREEDY["pace"]) -> float:
    """About how many more rounds this game will have after this one."""
    if state["end_round"] is not None:
        return state["end_round"] - state["round"]
    most = max(len(b) for b in state["built"])
    return max(1.0, (8 - most) * pace)


class Seat:
    """What a seat's valuations share, computed once per decision, and the policy's weights."""

    __slots__ = ("p", "left", "best", "made", "wanted", "keeps")

    def __init__(self, state: dict, seat: int, profile: dict | None = None):
        built = state["built"][seat]
        self.p = profile or GREEDY
        self.left = rounds_left(state, self.p["pace"])
        self.best = max((income(c) for c in built), default=0.0)
        self.made = {CARDS[c]["good"] for c in built}
        self.wanted = {item for c in built for item, kind in CARDS[c]["chain"] if kind == "resource"}
        self.keeps = {}


def worth(ctx: Seat, card: str) -> float:
    """What owning this building is worth, in coins: its VP and what it adds in the rounds left."""
    data, left, p = CARDS[card], ctx.left, ctx.p
    vp = COINS_PER_VP * data["vp"]
    if data["kind"] != "production":
        if extra_cards(card):
            return vp + p["extra_card"] * p["card"] * left
        if market_resource(card):
            return vp + p["market"] * left
        return vp
    spare = p["spare"] * max(0.0, income(card) - 0.5 * ctx.best) * left
    chain = data["chain"]
    if chain and all(kind == "resource" or item in ctx.made for item, kind in chain):
        spare += p["chain"] * data["value"] * left
    return vp + spare


def hire_worth(state: dict, seat: int, card: str, side: str, building: int | None) -> float:
    """What hiring this apprentice is worth: its VP and a round's production in each round left."""
    vp = COINS_PER_VP * apprentice(card, side)["vp"]
    if building is None:
        return vp
    return vp + max(0.0, income(state["built"][seat][building], "apprentice")) * rounds_left(state)


def keep(ctx: Seat, card: str) -> float:
    """What keeping a hand card is worth (a cover, a chain input, a building to plan later)."""
    value = ctx.keeps.get(card)
    if value is None:
        data = CARDS[card]
        value = ctx.p["card"] + (1.0 if data["cost"] <= 14 and worth(ctx, card) > data["cost"] + 3 else 0.0) \
            + (0.6 if RESOURCE[card] in ctx.wanted else 0.0)
        ctx.keeps[card] = value
    return value


def chain_gain(state: dict, seat: int, ctx: Seat, building: int, cards: list, goods: list) -> float:
    """Coins gained by laying one set: the goods made, less the cards and goods used."""
    built = state["built"][seat]
    made = CARDS[built[building]]["value"] * (len(cards) + len(goods))
    return made - sum(keep(ctx, c) for c in cards) - sum(CARDS[built[b]]["value"] for b in goods)
