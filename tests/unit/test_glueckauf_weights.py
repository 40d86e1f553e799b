"""Glück Auf's policy weights are data (bots/weights.json): every profile names the same weights,
the policy plays by the profile it is given, and hard's search rolls out with its own profile."""
import random

from shared.games.glueckauf import view
from shared.games.glueckauf.bots import mcts, policy
from shared.games.glueckauf.state import copy_state, setup


def test_every_profile_names_the_same_weights():
    assert set(policy.WEIGHTS["hard"]) == set(policy.WEIGHTS["default"]) == set(policy.DEFAULT)


def _choices(weights: dict) -> list:
    """The policy's straight choices over the first decisions of a few 4-seat games."""
    out = []
    for seed in range(6):
        state = setup({}, 4, seed)
        for _ in range(40):
            who = policy.actor(state)
            if who in (None, -1):
                break
            plan = policy.fast_macro(state, who, None, weights)
            out.append(plan)
            policy.apply_all(state, who, plan)
    return out


def test_the_policy_plays_by_the_weights_it_is_given():
    same = _choices(dict(policy.DEFAULT))
    assert same == _choices(policy.DEFAULT)
    money_first = {**policy.DEFAULT, "money_poor_div": 0.01, "money_rich_div": 0.01}
    assert _choices(money_first) != same


def test_the_search_rolls_out_with_the_weights_it_is_given(monkeypatch):
    seen = []
    real = policy.fast_macro

    def spy(state, seat, rng, w=policy.DEFAULT):
        seen.append(w)
        return real(state, seat, rng, w)

    monkeypatch.setattr(mcts, "fast_macro", spy)
    profile = {**policy.DEFAULT, "other": 0.81}
    state = setup({}, 2, 3)
    seat = policy.actor(state)
    mcts.search(view(state, seat), seat, 1e9, lambda: 0.0, 1, 4, 4, max_simulations=8, weights=profile)
    assert seen and all(w is profile for w in seen)


def test_a_guided_rollout_judges_only_its_first_plies_one_ply(monkeypatch):
    guided = []
    real = policy.guided_macro

    def spy(state, seat, rng, k):
        guided.append(k)
        return real(state, seat, rng, k)

    monkeypatch.setattr(mcts, "guided_macro", spy)
    state = setup({}, 4, 3)
    for plies, expected in ((0, 0), (3, 3)):
        guided.clear()
        mcts._rollout(copy_state(state), 0, 10, random.Random(1), guide=(2, plies))
        assert guided == [2] * expected
