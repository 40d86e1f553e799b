"""Random playouts of every registered game: no exception, invariants and leak checks after every action.

Every game plays with its default options (500 games per seat count) and with each option at its far
end (a fifth as many): a timer option, for one, brings the game's timed system steps into play.
In make test a game's playouts share a time budget (`PITHEAD_CONTRACT_BUDGET_S` seconds, split evenly
over its cases): a slow game plays what fits, at least MIN_GAMES a case; `make soak` sets the budget
to 0 (none) and plays all of them.
"""
import os
import random
import time
import traceback
from concurrent.futures import ProcessPoolExecutor

import pytest

from shared import engine
from tests.contract.helpers import (assert_invariants, assert_no_leak, assert_sealed_step_hidden, cases,
                                    random_game)

GAMES = int(os.environ.get("PITHEAD_CONTRACT_GAMES", "500"))
BUDGET_S = float(os.environ.get("PITHEAD_CONTRACT_BUDGET_S", "40"))   # per game, over its cases; 0: none
MIN_GAMES = 20


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
    budget = BUDGET_S / sum(1 for case in cases() if case[0] == name) if BUDGET_S > 0 else None
    failures, played = play_checked(name, players, options, games, budget)
    assert not failures, f"{len(failures)} of {played} games failed; first:\n{failures[0]}"


def play_checked(name: str, players: int, options: dict, games: int, budget: float | None):
    """(failures, games played): seeds 0.. in batches over the cores, until `games` or the budget."""
    workers = os.cpu_count() or 1
    started, played, failures = time.monotonic(), 0, []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        while played < games:
            seeds = range(played, min(games, played + 10 * workers))
            count = len(seeds)
            failures += [f for f in pool.map(checked_game, [name] * count, [players] * count, seeds,
                                             [options] * count, chunksize=5) if f]
            played += count
            if budget is not None and played >= MIN_GAMES and time.monotonic() - started > budget:
                break
    return failures, played


@pytest.mark.parametrize("name,players,options", cases())
def test_the_fast_playout_ends_every_game(name, players, options):
    """The engine's playout (simulations, bots) plays every game to an outcome."""
    rules = engine.get(name)
    for seed in range(20):
        state = rules.setup(options, players, seed)
        chooser = random.Random(seed)
        assert rules.playout(state, lambda legal, seat: chooser.choice(legal)) > 0
        assert rules.outcome(state) is not None
