"""The kinds of turn beyond one seat at a time, through the contract suite's own checks.

Response windows: Toll (tests/contract/windowgame.py), registered here and not by an entry point,
plays random games (answers in any order, passes, time-outs) with every check of the suite.
Sealed choices and timed system steps: Goofspiel covers them in the generic suite; here the leak
checks are shown to catch a game that leaks a sealed choice.
"""
import json
import random

import pytest

from shared import engine
from shared.engine import IllegalAction, canonical_json
from tests.contract import windowgame
from tests.contract.helpers import (assert_no_leak, assert_sealed_step_hidden, random_game)
from tests.contract.test_playouts import check_game


@pytest.fixture
def toll():
    rules = engine.register(windowgame)
    yield rules
    engine.unregister(rules.name)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_window_game_passes_the_random_playouts(toll, players):
    """200 random games per seat count, every action checked; windows close by answers and by time-out."""
    assert engine.get("toll") is toll
    failures = [f for f in (check_game(toll, players, seed) for seed in range(200)) if f]
    assert not failures, failures[0]
    closes = [e["timed_out"] for seed in range(30) for e in _events(toll, players, seed)
              if e["type"] == "WindowClosed"]
    assert True in closes and False in closes


@pytest.mark.parametrize("players", [2, 4])
def test_window_game_replays_and_round_trips(toll, players):
    """Same log, same state; JSON text and back at every step; the fast playout ends every game."""
    for seed in range(20):
        state, log = random_game(toll, players, seed, on_step=lambda s, *_: _same_after_json(s))
        assert canonical_json(toll.replay({}, players, seed, log)) == canonical_json(state)
        fresh = toll.setup({}, players, seed)
        chooser = random.Random(seed)
        count = toll.playout(fresh, lambda legal, seat: chooser.choice(legal))
        assert count == windowgame.CLAIMS_EACH * players * players     # each claim: the claim, then answers
        assert toll.outcome(fresh) is not None


def test_a_window_is_answered_in_any_order_then_closes(toll):
    """The game says who may respond; pass is the engine's; the last answer closes the window."""
    state, events = toll.apply(toll.setup({}, 3, 1), 0, {"type": "claim", "toll": 3})
    assert events[-1]["type"] == "WindowOpened" and toll.active_seats(state) == {1, 2}
    assert toll.window(state) == {"seats": [1, 2], "answered": [], "actions": ["challenge"]}
    assert toll.legal_actions(state, 2) == [{"type": "challenge"}, {"type": "pass"}]
    assert toll.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction):
        toll.apply(state, 0, {"type": "pass"})
    state, events = toll.apply(state, 2, {"type": "challenge"})
    assert toll.active_seats(state) == {1} and events == [{"type": "Challenged", "seat": 2}]
    with pytest.raises(IllegalAction):
        toll.apply(state, 2, {"type": "pass"})             # answered already
    state, events = toll.apply(state, 1, {"type": "pass"})
    assert [e["type"] for e in events] == ["Passed", "WindowClosed", "Settled"]
    assert toll.window(state) is None and toll.timer(state) is None
    assert toll.active_seats(state) == {1} and state["points"] == [0, 0, 2]


def test_a_window_times_out_and_its_stale_timer_is_refused(toll):
    """The time-out is a timed system step: the seats still to answer pass; a replayed timer is refused."""
    state, _ = toll.apply(toll.setup({}, 3, 1), 0, {"type": "claim", "toll": 1})
    timer = toll.timer(state)
    assert timer["delay_ms"] == windowgame.TIMEOUT_MS
    state, _ = toll.apply(state, 1, {"type": "challenge"})
    assert toll.timer(state) == timer                       # a timer survives other seats' answers
    action = toll.system_action(state)
    assert action == {"type": "close_window", "timer": timer["id"]}
    closed, events = toll.apply(state, None, action)
    assert events[0] == {"type": "WindowClosed", "seats": [1, 2], "answered": [1], "timed_out": True}
    assert closed["points"] == [2, 0, 0] and toll.active_seats(closed) == {1}
    for late in ((None, action), (2, {"type": "challenge"})):
        with pytest.raises(IllegalAction):
            toll.apply(closed, *late)


def test_the_leak_checks_catch_a_view_that_shows_a_sealed_choice():
    """A game whose view copies other seats' sealed bids fails `assert_no_leak`."""
    class Leaky:
        SPEC, HANDLERS = engine.get("goofspiel").module.SPEC, engine.get("goofspiel").module.HANDLERS
        setup, legal_actions = staticmethod(_goof().setup), staticmethod(_goof().legal_actions)
        scores, outcome, copy_state = (staticmethod(_goof().scores), staticmethod(_goof().outcome),
                                       staticmethod(_goof().copy_state))

        @staticmethod
        def view(state, seat):
            return {**_goof().view(state, seat), "peek": dict(state.get("sealed", {}))}
    rules = engine.Ruleset(Leaky)
    state, _ = rules.apply(rules.setup({}, 2, 1), 0, {"type": "bid", "card": 5})
    with pytest.raises(AssertionError, match="sealed choice"):
        assert_no_leak(rules, state, 1)


def test_the_leak_checks_catch_an_event_that_shows_a_sealed_choice():
    """A submission event with the choice outside `secret` fails `assert_sealed_step_hidden`."""
    def bid(state, seat, action):
        return [{**event, "card": action["card"]} for event in _goof().bid(state, seat, action)]

    class Leaky:
        SPEC, HANDLERS = _goof().SPEC, {**_goof().HANDLERS, "bid": bid}
        setup, legal_actions, view = (staticmethod(_goof().setup), staticmethod(_goof().legal_actions),
                                      staticmethod(_goof().view))
        scores, outcome, copy_state = (staticmethod(_goof().scores), staticmethod(_goof().outcome),
                                       staticmethod(_goof().copy_state))
    rules = engine.Ruleset(Leaky)
    with pytest.raises(AssertionError, match="from the events"):
        assert_sealed_step_hidden(rules, rules.setup({}, 2, 1), 0, {"type": "bid", "card": 5}, 1)


def _goof():
    return engine.get("goofspiel").module


def _events(rules, players: int, seed: int) -> list:
    seen = []
    random_game(rules, players, seed, on_step=lambda state, seat, action, events: seen.extend(events))
    return seen


def _same_after_json(state: dict) -> None:
    assert json.loads(json.dumps(state)) == state
