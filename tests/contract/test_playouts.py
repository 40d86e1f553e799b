"""Random playouts of every registered game: no exception, invariants and leak checks after every action."""
import os
import traceback
from concurrent.futures import ProcessPoolExecutor

import pytest

from shared import engine
from tests.contract.helpers import (assert_invariants, assert_no_leak, games_and_counts,
                                    random_game)

GAMES = int(os.environ.get("PITHEAD_CONTRACT_GAMES", "500"))


def checked_game(name: str, players: int, seed: int) -> str | None:
    """Play one random game checking everything after every action; the failure as text, or None."""
    rules = engine.get(name)

    def check(state, seat, action, events):
        assert_invariants(rules, state)
        assert_no_leak(rules, state, seed)
        for viewer in list(range(players)) + [None]:
            for event in events:
                rules.redact(event, viewer)
    try:
        state, _ = random_game(rules, players, seed, on_step=check)
        outcome = rules.outcome(state)
        assert outcome is not None and len(outcome["ranking"]) == players
    except Exception:  # noqa: BLE001 - reported to the test with the seed that reproduces it
        return f"{name} {players}p seed {seed}:\n{traceback.format_exc()}"
    return None


@pytest.mark.parametrize("name,players", games_and_counts())
def test_random_games_keep_every_invariant(name, players):
    """At least 500 random games per seat count (spread over the cores); every action checked."""
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        failures = [f for f in pool.map(checked_game, [name] * GAMES, [players] * GAMES, range(GAMES),
                                        chunksize=25) if f]
    assert not failures, f"{len(failures)} of {GAMES} games failed; first:\n{failures[0]}"
