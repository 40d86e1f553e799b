"""Glück Auf hard's shift-end values (bots/values.json): the fitter recovers known weights, the shipped
tables cover every point a rollout stops at, `majorities_ahead` is what the next scoring pays if the
standings hold, worths are exact at the end, and hard's rollouts stop at the shift's scoring and count
the chance to finish first there."""
import json
import random

import pytest

from scripts import fit_glueckauf_values as fitter
from shared.games.glueckauf.bots import mcts, policy, value
from shared.games.glueckauf.state import copy_state, setup


def test_the_shipped_tables_cover_every_point_a_rollout_stops_at():
    keys = {f"{players}:{left}" for players in (2, 3, 4) for left in (1, 2)}
    assert set(value._FITTED["tables"]) == set(value._FITTED["spread"]) == keys
    for table in value._FITTED["tables"].values():
        assert set(table) == {"bias", *value.FEATURES}
    assert all(spread > 0 for spread in value._FITTED["spread"].values())


def _play_until(players: int, seed: int, stop) -> dict:
    """A game of the straight rule-based policy until `stop(state)` holds."""
    state, rng = setup({}, players, seed), random.Random(seed)
    while not stop(state):
        who = policy.actor(state)
        if who is None:
            policy.apply_all(state, None, [policy.SCORE_SHIFT])
        else:
            policy.apply_all(state, who, policy.fast_macro(state, who, rng))
    return state


@pytest.mark.parametrize("players", [3, 4])
def test_majorities_ahead_in_the_last_shift_is_what_its_scoring_pays_if_the_standings_hold(players):
    state = _play_until(players, 11, lambda s: s["phase"] == "shift_scoring" and s["shift"] == 3)
    ahead = value.majorities_ahead(state)
    policy.apply_all(state, None, [policy.SCORE_SHIFT])
    assert ahead == state["shift_results"][-1]["vp"]
    assert value.majorities_ahead(state) == [0] * players


def test_worths_are_the_final_vp_once_the_game_has_ended_and_the_leader_is_sure_to_win():
    state = _play_until(4, 5, lambda s: s["phase"] == "ended")
    assert value.worths(state) == [float(s["vp"]) for s in state["seats"]]
    state["seats"][2]["vp"] = max(s["vp"] for s in state["seats"]) + 10
    assert value.win_chance(state, 2) > 0.99
    assert value.win_chance(state, 0) < 0.01


def test_a_seat_with_more_worth_has_a_better_chance_mid_game():
    state = _play_until(3, 7, lambda s: s["shift"] == 2)
    chances = [value.win_chance(state, s) for s in range(3)]
    worths = value.worths(state)
    assert sorted(range(3), key=chances.__getitem__) == sorted(range(3), key=worths.__getitem__)
    assert 0.0 < sum(chances) < 1.1            # exclusive events, up to the pairwise approximation


@pytest.mark.parametrize("left", [8, 99])
def test_hard_rollouts_stop_at_the_shift_scoring_and_value_it_by_the_chance_to_win(left):
    # from near the shift's end and from its first placement alike: the horizon does not cut them
    start = _play_until(4, 3, lambda s: s["phase"] == "work" and sum(w["workers"] for w in s["seats"]) <= left)
    state = copy_state(start)
    est, reward = mcts._rollout(state, 1, 4, random.Random(1), policy.DEFAULT, to_win=True)
    assert state["shift"] == 2 and state["phase"] == "work"
    assert est == value.worths(state) and reward == value.win_chance(state, 1)
    state = copy_state(start)                     # the other levels stop at the horizon
    mcts._rollout(state, 1, 4, random.Random(1), policy.DEFAULT)
    assert state["shift"] == 1


def test_out_of_sample_the_fitted_chance_to_win_is_calibrated_better_than_the_static_reward():
    report = fitter.check(45, 123456)
    assert report["shift_ends"] == 90
    assert 0.0 < report["winner_picked"]["fitted"] < 1.0
    assert report["log_loss"]["fitted"] < 0.9 * report["log_loss"]["static"]


def test_greedy_self_play_is_the_greedy_level_at_every_seat_and_its_fit_is_what_is_checked():
    end, shift_ends = fitter.play(2, 31, mixed=False, greedy=True)
    assert end["phase"] == "ended" and [s["shift"] for s in shift_ends] == [2, 3]
    assert fitter.play(2, 31, mixed=False, greedy=True)[0] == end            # seeded
    assert fitter.play(2, 31, mixed=False)[0] != end                         # not the policy's game
    shipped = json.loads(json.dumps(value._FITTED))
    try:
        flat = json.loads(json.dumps(shipped))
        for table in flat["tables"].values():
            table.update(dict.fromkeys(table, 0.0))
        value.use(flat)
        assert value.worths(shift_ends[0]) == [float(s["vp"]) for s in shift_ends[0]["seats"]]
    finally:
        value.use(shipped)
    assert value._FITTED == shipped
