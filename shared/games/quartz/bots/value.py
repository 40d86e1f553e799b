"""What a seat's position is worth in final coins, as the searches value a rollout's end.

`plain_worth` is the hand-set estimate (cards at their price + 1, a token at 3 coins). `learned_worth`
reads `values.json`: for each point a rollout stops at (the evening sale, or the dawn of the next day)
and each number of days still to play, least-squares weights of the chest, the token and every card
type in hand, fitted on self-play games by `fit.py` (`scripts/fit_quartz_values.py` rewrites the file),
and the spread of the final coins about that worth, by which `win_chance` turns worths into a chance to
win: the objective of `hard`, where the others maximise their `margin`.
"""
import json
import math
from pathlib import Path

from ..data import CARD_IDS, DAYS, PRICE, TOKEN_VALUE
from ..sale import best_choice, income
from .policy import worth

FEATURES = ("chest_worth", "chest_count", "token") + CARD_IDS
CARD_WORTH = 1.0              # plain_worth: a card in hand is its price at the end, or a turn's use before
END_SPREAD = 2.0              # coins; at the end worths are exact, and this only smooths a near tie
TIE_BREAK = 0.001             # win_chance adds the margin at this weight: when the chance is sure
                              # either way, the richer end is still preferred


def _by_point(section: dict) -> dict:
    return {(point, int(left)): entry
            for point, by_left in section.items() for left, entry in by_left.items()}


_FITTED = json.loads((Path(__file__).parent / "values.json").read_text(encoding="utf-8"))
TABLES = _by_point(_FITTED["tables"])      # (point, days left) -> {feature: coins}
SPREAD = _by_point(_FITTED["spread"])      # (point, days left) -> sd of a seat's final coins about its worth


def money(state: dict, seat: int) -> int:
    """Coins in hand and tonight's sale of the pool at its best combo."""
    pool = state["pools"][seat]
    return state["coins"][seat] + (income(pool, best_choice(pool, [])) if pool else 0)


def features(state: dict, seat: int) -> list:
    """The position beyond money, in `FEATURES` order."""
    chest, hand = state["chests"][seat], state["hands"][seat]
    return [worth(chest), len(chest), state["tokens"][seat]] + [hand.count(card) for card in CARD_IDS]


def point_of(state: dict) -> tuple:
    """(the point a rollout stopped at, full days still to play after it)."""
    if state["phase"] == "mine":
        return "dawn", DAYS - state["day"] + 1
    return "sale", DAYS - state["day"]


def plain_worth(state: dict, seat: int) -> float:
    """Money, the chest at face value, a token at 3 coins, every card at its price + 1."""
    if state["phase"] == "ended":
        return state["coins"][seat]
    hand = state["hands"][seat]
    return (money(state, seat) + worth(state["chests"][seat]) + TOKEN_VALUE * state["tokens"][seat]
            + sum(PRICE[c] for c in hand) + CARD_WORTH * len(hand))


def learned_worth(state: dict, seat: int) -> float:
    """Money and the fitted worth of the chest, the token and the hand for the days left."""
    if state["phase"] == "ended":
        return state["coins"][seat]
    weights = TABLES[point_of(state)]
    return money(state, seat) + sum(weights[name] * x for name, x in zip(FEATURES, features(state, seat)))


def margin(state: dict, seat: int, worth_of=plain_worth) -> float:
    """The seat's worth less the others': half the richest other's, half their mean."""
    worths = [worth_of(state, s) for s in range(state["players"])]
    others = [w for s, w in enumerate(worths) if s != seat]
    return worths[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def win_chance(state: dict, seat: int, worth_of=learned_worth) -> float:
    """The chance the seat ends richest: against each other seat, the normal chance that its worth's
    lead holds over the days left (each seat's final coins spread about its worth as fitted,
    independently), multiplied over the others; plus the margin at `TIE_BREAK`."""
    worths = [worth_of(state, s) for s in range(state["players"])]
    spread = END_SPREAD if state["phase"] == "ended" else max(SPREAD[point_of(state)], END_SPREAD)
    chance = 1.0                  # per other: P(lead + noise > 0), the noise's sd sqrt(2) x spread
    for other, theirs in enumerate(worths):
        if other != seat:
            chance *= 0.5 * (1.0 + math.erf((worths[seat] - theirs) / (2.0 * spread)))
    return chance + TIE_BREAK * margin(state, seat, worth_of)
