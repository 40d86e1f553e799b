"""Quartz hard's position values: the fitter recovers known weights, the fitted last evening is exactly
what the game's end pays (cards at their price, a token at 3 coins), and `learned_worth` reads the
table for the point and the days left while `plain_worth` keeps the hand-set worths."""
import random

import pytest

from shared import engine
from shared.games.quartz.bots import SEARCH, fit, value
from shared.games.quartz.bots.search import LEARNED, PLAIN
from shared.games.quartz.data import PRICE, TOKEN_VALUE

RULES = engine.get("quartz")


def test_least_squares_recovers_the_weights_that_made_the_data():
    rand = random.Random(3)
    xs = [[1.0, rand.randint(0, 9), rand.randint(0, 3)] for _ in range(200)]
    ys = [4.0 + 1.5 * a - 2.25 * b for _, a, b in xs]
    assert fit.least_squares(xs, ys) == pytest.approx([4.0, 1.5, -2.25], abs=1e-4)


def test_a_fit_prices_the_last_evening_exactly_as_the_end_pays():
    last = fit.fit(fit.self_play_rows(30, 5))["sale"]["0"]
    assert last["token"] == pytest.approx(TOKEN_VALUE, abs=1e-3)
    for card, price in PRICE.items():
        assert last[card] == pytest.approx(price, abs=1e-3), card


def test_the_shipped_tables_cover_every_point_a_rollout_stops_at():
    points = {("sale", left) for left in range(5)} | {("dawn", left) for left in range(1, 5)}
    assert set(value.TABLES) == points
    assert value.TABLES[("sale", 0)]["not_mine"] == PRICE["not_mine"]


def _evening(players: int = 3, seed: int = 2) -> dict:
    state = RULES.setup({}, players, seed)
    while state["phase"] == "mine":
        active = RULES.active_seats(state)
        if RULES.awaiting_system(state) or not active:
            RULES.apply_in_place(state, None, RULES.system_action(state))
        else:
            RULES.apply_in_place(state, min(active), {"type": "leave"})
    return state


def test_learned_worth_reads_the_table_for_the_days_left_and_plain_worth_the_prices():
    state = _evening()
    assert value.point_of(state) == ("sale", 4)
    state["hands"][0] = ["roll_up_sleeves"]
    weights = value.TABLES[("sale", 4)]
    assert value.learned_worth(state, 0) == pytest.approx(value.money(state, 0) + weights["roll_up_sleeves"]
                                                          + weights["token"] * state["tokens"][0])
    assert value.plain_worth(state, 0) == value.money(state, 0) + PRICE["roll_up_sleeves"] + 1 + \
        3 * state["tokens"][0]
    state["phase"], state["coins"][0] = "ended", 17
    assert value.learned_worth(state, 0) == value.plain_worth(state, 0) == 17


def test_hard_searches_with_the_learned_model_and_the_others_with_the_plain_one():
    assert SEARCH["hard"][2] is LEARNED
    assert SEARCH["easy"][2] is SEARCH["medium"][2] is PLAIN
