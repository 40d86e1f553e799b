"""Least squares for the bots' fitted values (shared/engine/fitting.py, used by Quartz's and
Glück Auf's fits)."""
import random

import pytest

from shared.engine.fitting import least_squares


def test_least_squares_recovers_the_weights_that_made_the_data():
    rand = random.Random(3)
    xs = [[1.0, rand.randint(0, 9), rand.randint(0, 3)] for _ in range(200)]
    ys = [4.0 + 1.5 * a - 2.25 * b for _, a, b in xs]
    assert least_squares(xs, ys) == pytest.approx([4.0, 1.5, -2.25], abs=1e-4)
