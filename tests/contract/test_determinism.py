"""Determinism, exact JSON round trip, replay equals state, and apply never mutating its input.

Each check runs for every registered game, seat count and option variant (`helpers.cases`), so a
game's timed system steps and their actions are replayed too.
"""
import json
import random

import pytest

from shared import engine
from shared.engine import IllegalAction, canonical_json
from tests.contract.helpers import cases, games_and_counts, random_step, random_game

SEEDS = range(12)


@pytest.mark.parametrize("name,players,options", cases())
def test_same_seed_and_actions_give_identical_json(name, players, options):
    """Two runs from one seed with the same actions end in byte-identical states."""
    rules = engine.get(name)
    for seed in SEEDS:
        state, log = random_game(rules, players, seed, options=options)
        again = rules.setup(options, players, seed)
        for seat, action in log:
            again, _ = rules.apply(again, seat, action)
        assert canonical_json(again) == canonical_json(state)


@pytest.mark.parametrize("name,players", games_and_counts())
def test_different_seeds_deal_differently(name, players):
    """The seed matters: two seeds give two different setups."""
    rules = engine.get(name)
    assert canonical_json(rules.setup({}, players, 1)) != canonical_json(rules.setup({}, players, 2))


@pytest.mark.parametrize("name,players,options", cases())
def test_json_round_trip_is_exact_at_every_step(name, players, options):
    """Every state survives JSON text and back unchanged, and play continues identically from it."""
    rules = engine.get(name)
    for seed in SEEDS:
        def check(state, seat, action, events):
            text = json.dumps(state)
            assert json.loads(text) == state
            assert canonical_json(json.loads(text)) == canonical_json(state)
            json.dumps(events)
            json.dumps(rules.view(state, seat))
        random_game(rules, players, seed, on_step=check, options=options)


@pytest.mark.parametrize("name,players,options", cases())
def test_replaying_the_log_reproduces_the_state(name, players, options):
    """The action log replayed from the seed gives the same state, byte for byte, at the end."""
    rules = engine.get(name)
    for seed in SEEDS:
        state, log = random_game(rules, players, seed, options=options)
        assert canonical_json(rules.replay(options, players, seed, log)) == canonical_json(state)


@pytest.mark.parametrize("name,players,options", cases())
def test_apply_never_mutates_its_input_and_illegal_changes_nothing(name, players, options):
    """apply returns a new state; a rejected action raises IllegalAction and leaves the state as it was."""
    rules = engine.get(name)
    chooser = random.Random(players)
    state = rules.setup(options, players, 3)
    while not rules.is_over(state):
        before = canonical_json(state)
        seat, action = random_step(rules, state, chooser)
        for bad in ({"type": "no_such_action"}, {"type": "place", "space": "nowhere"}, {"nope": 1}):
            with pytest.raises(IllegalAction):
                rules.apply(state, seat, bad)
        outsiders = [s for s in range(players) if s not in rules.active_seats(state)]
        if action["type"] in rules.spec.free_actions:   # a free action is open to other seats too
            outsiders = [s for s in outsiders if action not in rules.free_actions(state, s)]
        for wrong in ([None] + outsiders[:1]) if seat is not None else [0]:
            with pytest.raises(IllegalAction):
                rules.apply(state, wrong, action)
        new, _ = rules.apply(state, seat, action)
        assert canonical_json(state) == before
        state = new
