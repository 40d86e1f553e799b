"""scripts/imitate_glueckauf.py: greedy's placements recorded, and a tuning that never loses agreement."""
from scripts import imitate_glueckauf as imitate
from shared.games.glueckauf.bots import policy


def test_positions_hold_greedy_placements_and_tuning_only_raises_the_agreement():
    data = imitate.positions([9000, 9001])
    assert data and all(state["phase"] == "work" and state["pending"] is None for state, _, _ in data)
    assert imitate.positions([9000, 9001])[0][2] == data[0][2]              # seeded
    start = imitate.agreement(data, policy.DEFAULT)
    assert 0.0 <= start < 1.0
    weights, share = imitate.tune(data, policy.DEFAULT, 0.0, 1, log=lambda _: None)
    assert set(weights) == set(policy.DEFAULT)
    assert share == imitate.agreement(data, weights) and share > start
