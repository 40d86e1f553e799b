"""Random playouts of every registered game: no exception, invariants and leak checks after every action.

Every game plays with its default options (500 games per seat count) and with each option at its far
end (a fifth as many): a timer option, for one, brings the game's timed system steps into play.
"""
import os
import random
import traceback
from concurrent.futures import ProcessPoolExecutor

import pytest

from shared import engine
from tests.contract.helpers import (assert_invariants, assert_no_leak, assert_sealed_step_hidden, cases,
                                    random_game)

GAMES = int(os.environ.get("PITHEAD_CONTRACT_GAMES", "500"))


def checked_game(name: str, players: int, seed: int, options: dict | None = None) -> str | None:
    """Play one random game checking everything after every action; the failure as text, or None."""
    return check_game(engine.get(name), players, seed, options)


def check_game(rules, players: int, seed: int, options: dict | None = None) -> str | None:
    """`checked_game` for a Ruleset (a test's own game need not be registered in a worker process)."""
    previous = [rules.setup(options or {}, players, seed)]

    def check(state, seat, action, events):
        assert_invariants(rules, state)
        assert_no_leak(rules, state, seed)
        assert_sealed_step_hidden(rules, previous[0], seat, action, seed + len(events))
        for viewer in list(range(players)) + [None]:
            for event in events:
                rules.redact(event, viewer)
        previous[0] = state
    try:
        state, _ = random_game(rules, players, seed, on_step=check, options=options)
        outcome = rules.outcome(state)
        assert outcome is not None and len(outcome["ranking"]) == players
        assert sorted(outcome["winners"]) == [p["seat"] for p in outcome["ranking"] if p["place"] == 1]
    except Exception:  # noqa: BLE001 - reported to the test with the seed that reproduces it
        return f"{rules.name} {players}p {options or {}} seed {seed}:\n{traceback.format_exc()}"
    return None


@pytest.mark.parametrize("name,players,options", cases())
def test_random_games_keep_every_invariant(name, players, options):
    """500 random games per seat count (a fifth for option variants), spread over the cores."""
    games = GAMES if not options else max(GAMES // 5, 1)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        failures = [f for f in pool.map(checked_game, [name] * games, [players] * games, range(games),
                                        [options] * games, chunksize=25) if f]
    assert not failures, f"{len(failures)} of {games} games failed; first:\n{failures[0]}"


@pytest.mark.parametrize("name,players,options", cases())
def test_the_fast_playout_ends_every_game(name, players, options):
    """The engine's playout (simulations, bots) plays every game to an outcome."""
    rules = engine.get(name)
    for seed in range(20):
        state = rules.setup(options, players, seed)
        chooser = random.Random(seed)
        assert rules.playout(state, lambda legal, seat: chooser.choice(legal)) > 0
        assert rules.outcome(state) is not None
