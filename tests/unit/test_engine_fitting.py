"""Least squares for the bots' fitted values (shared/engine/fitting.py, used by Quartz's and
Glück Auf's fits)."""
import random

import pytest

from shared.engine.fitting import coordinate_trials, least_squares


def test_least_squares_recovers_the_weights_that_made_the_data():
    rand = random.Random(3)
    xs = [[1.0, rand.randint(0, 9), rand.randint(0, 3)] for _ in range(200)]
    ys = [4.0 + 1.5 * a - 2.25 * b for _, a, b in xs]
    assert least_squares(xs, ys) == pytest.approx([4.0, 1.5, -2.25], abs=1e-4)


def test_coordinate_trials_move_one_weight_up_and_down():
    weights = {"keep": 2, "risk": 1.0}
    assert coordinate_trials(weights, "keep", 0.25) == [{"keep": 3, "risk": 1.0}, {"keep": 1, "risk": 1.0}]
    assert coordinate_trials(weights, "risk", 0.25) == [{"keep": 2, "risk": 1.25}, {"keep": 2, "risk": 0.75}]
    assert coordinate_trials({"zero": 0.0}, "zero", 0.25) == []   # a real at 0 has no move
