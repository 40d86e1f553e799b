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


def income(card: str, worker: str = "master") -> float:
    """Expected coins a round from one building with this worker (a card or two from hand helping)."""
    odds, value = ODDS.get(card), CARDS[card]["value"]
    if odds is None:
        return 0.0
    if worker == "apprentice":
        return value * odds[1] * OUTPUT["apprentice"] - CARD * 0.5
    return max(value * OUTPUT["diligent"] * odds[1], value * OUTPUT["sloppy"] * odds[2]) - CARD * 0.6


def rounds_left(state: dict) -> float:
    """About how many more rounds this game will have after this one."""
    if state["end_round"] is not None:
        return state["end_round"] - state["round"]
    most = max(len(b) for b in state["built"])
    return max(1.0, (8 - most) * 1.4)


def worth(state: dict, seat: int, card: str) -> float:
    """What owning this building is worth, in coins: its VP and what it adds in the rounds left."""
    data, left = CARDS[card], rounds_left(state)
    vp = COINS_PER_VP * data["vp"]
    if data["kind"] != "production":
        if extra_cards(card):
            return vp + 0.8 * CARD * left
        if market_resource(card):
            return vp + 0.9 * left
        return vp
    best = max((income(c) for c in state["built"][seat]), default=0.0)
    spare = 0.35 * max(0.0, income(card) - 0.5 * best) * left
    return vp + spare + 0.25 * _chain_potential(state, seat, card) * left


def _chain_potential(state: dict, seat: int, card: str) -> float:
    chain = CARDS[card]["chain"]
    if not chain:
        return 0.0
    made = {CARDS[c]["good"] for c in state["built"][seat]}
    if all(kind == "resource" or item in made for item, kind in chain):
        return CARDS[card]["value"]
    return 0.0


def hire_worth(state: dict, seat: int, card: str, side: str, building: int | None) -> float:
    """What hiring this apprentice is worth: its VP and a round's production in each round left."""
    vp = COINS_PER_VP * apprentice(card, side)["vp"]
    if building is None:
        return vp
    return vp + max(0.0, income(state["built"][seat][building], "apprentice")) * rounds_left(state)


def keep(state: dict, seat: int, card: str) -> float:
    """What keeping a hand card is worth (a cover, a chain input, a building to plan later)."""
    bonus = 0.0
    data = CARDS[card]
    if data["cost"] <= 14 and worth(state, seat, card) > data["cost"] + 3:
        bonus += 1.0
    resource = RESOURCE[card]
    for built in state["built"][seat]:
        if any(item == resource for item, _ in CARDS[built]["chain"]):
            bonus += 0.6
    return CARD + bonus


def chain_gain(state: dict, seat: int, building: int, cards: list, goods: list) -> float:
    """Coins gained by laying one set: the goods made, less the cards and goods used."""
    built = state["built"][seat]
    made = CARDS[built[building]]["value"] * (len(cards) + len(goods))
    return made - sum(keep(state, seat, c) for c in cards) - sum(CARDS[built[b]]["value"] for b in goods)
