"""Quartz hard's position values: the fitter recovers known weights, the fitted last evening is exactly
what the game's end pays (cards at their price, a token at 3 coins), and `learned_worth` reads the
table for the point and the days left while `plain_worth` keeps the hand-set worths; `hard` maximises
its chance to win (`win_chance`, by the fitted spread of the final coins), the others their margin."""

import pytest

from shared import engine
from shared.games.quartz.bots import SEARCH, fit, value
from shared.games.quartz.bots.search import LEARNED, PLAIN, Model
from shared.games.quartz.data import PRICE, TOKEN_VALUE

RULES = engine.get("quartz")


def test_a_fit_prices_the_last_evening_exactly_as_the_end_pays():
    last = fit.fit(fit.self_play_rows(30, 5))["sale"]["0"]
    assert last["token"] == pytest.approx(TOKEN_VALUE, abs=1e-3)
    for card, price in PRICE.items():
        assert last[card] == pytest.approx(price, abs=1e-3), card


def test_the_shipped_tables_cover_every_point_a_rollout_stops_at():
    points = {("sale", left) for left in range(5)} | {("dawn", left) for left in range(1, 5)}
    assert set(value.TABLES) == set(value.SPREAD) == points
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
    assert SEARCH["hard"][2] is LEARNED and LEARNED.objective is value.win_chance
    assert SEARCH["easy"][2] is SEARCH["medium"][2] is PLAIN and PLAIN.objective is value.margin
    assert SEARCH["hard"][3] > SEARCH["medium"][3]   # hard leaves its policy only for a surer gain
    assert isinstance(LEARNED, Model)


def test_a_fit_reports_how_far_the_final_coins_spread_about_the_fitted_worth():
    width = len(value.FEATURES)
    rows = [("sale", 2, [0.0] * width, y) for y in (1.0, 5.0, 3.0, 7.0)]
    tables = {"sale": {"2": {"bias": 4.0, **{name: 0.0 for name in value.FEATURES}}}}
    assert fit.spread(rows, tables) == {"sale": {"2": pytest.approx(5 ** 0.5, abs=0.01)}}


def test_the_shipped_spread_grows_with_the_days_left():
    for point in ("dawn", "sale"):
        lefts = sorted(left for p, left in value.SPREAD if p == point and left > 0)
        spreads = [value.SPREAD[(point, left)] for left in lefts]
        assert spreads == sorted(spreads) and spreads[0] > 5


def _worths(*coins: float):
    return lambda state, seat: coins[seat]


def test_win_chance_is_even_between_equals_and_a_lead_counts_for_less_the_more_days_remain():
    late, early = _evening(), _evening()
    late["day"], early["day"] = 4, 1              # an evening with 1 and with 4 days still to play
    equal = value.win_chance(late, 0, _worths(10, 10, 10))
    assert equal == pytest.approx(0.25)
    ahead_late = value.win_chance(late, 0, _worths(20, 10, 10))
    ahead_early = value.win_chance(early, 0, _worths(20, 10, 10))
    behind_early = value.win_chance(early, 0, _worths(0, 10, 10))
    behind_late = value.win_chance(late, 0, _worths(0, 10, 10))
    assert 0.25 < ahead_early < ahead_late < 1 and 0 < behind_late < behind_early < 0.25


def test_at_the_end_win_chance_is_the_win_and_the_margin_breaks_a_sure_thing():
    state = _evening()
    state["phase"] = "ended"
    sure = 1 + value.TIE_BREAK * 12.5             # the margin: 30 less half of 20, less half of 15
    assert value.win_chance(state, 0, _worths(30, 10, 20)) == pytest.approx(sure, abs=1e-3)
    assert value.win_chance(state, 0, _worths(5, 10, 20)) == pytest.approx(value.TIE_BREAK * -12.5, abs=1e-3)
    assert value.win_chance(state, 0, _worths(40, 10, 20)) > value.win_chance(state, 0, _worths(30, 10, 20))
