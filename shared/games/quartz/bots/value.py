"""What a seat's position is worth in final coins, as the searches value a rollout's end.

`plain_worth` is the hand-set estimate (cards at their price + 1, a token at 3 coins). `learned_worth`
reads `values.json`: for each point a rollout stops at (the evening sale, or the dawn of the next day)
and each number of days still to play, least-squares weights of the chest, the token and every card
type in hand, fitted on self-play games by `fit.py` (`scripts/fit_quartz_values.py` rewrites the file).
"""
import json
from pathlib import Path

from ..data import CARD_IDS, DAYS, PRICE, TOKEN_VALUE
from ..sale import best_choice, income
from .policy import worth

FEATURES = ("chest_worth", "chest_count", "token") + CARD_IDS
CARD_WORTH = 1.0              # plain_worth: a card in hand is its price at the end, or a turn's use before


def _load() -> dict:
    tables = json.loads((Path(__file__).parent / "values.json").read_text(encoding="utf-8"))["tables"]
    return {(point, int(left)): weights
            for point, by_left in tables.items() for left, weights in by_left.items()}


TABLES = _load()              # (point, days left) -> {feature: coins}


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
