"""Random playouts of every registered game: no exception, invariants and leak checks after every action."""
import os

import pytest

from shared import engine
from tests.contract.helpers import (assert_invariants, assert_no_leak, games_and_counts,
                                    random_game)

GAMES = int(os.environ.get("PITHEAD_CONTRACT_GAMES", "500"))


@pytest.mark.parametrize("name,players", games_and_counts())
def test_random_games_keep_every_invariant(name, players):
    """At least 500 random games per seat count; every action keeps every invariant and leaks nothing."""
    rules = engine.get(name)
    finished = 0
    for seed in range(GAMES):
        def check(state, seat, action, events, seed=seed):
            assert_invariants(rules, state)
            assert_no_leak(rules, state, seed)
            for viewer in range(players):
                for event in events:
                    rules.redact(event, viewer)
        state, _ = random_game(rules, players, seed, on_step=check)
        outcome = rules.outcome(state)
        assert outcome is not None and len(outcome["ranking"]) == players
        finished += 1
    assert finished == GAMES
