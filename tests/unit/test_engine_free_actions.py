"""Free actions (`GameSpec.free_actions` and the game's `free_actions(state, seat)`): open to any
seat the game offers them to, on its turn or not, inside a response window or another seat's
decision; they take no turn and answer no window. A toy game: seats take turns to `step`; a seat
holding a charm may `rub` it at any moment (once)."""
import types

import pytest

from shared import engine
from shared.engine import GameSpec, IllegalAction, Phase, PhaseKind


def _step(state, seat, action):
    state["steps"] = state["steps"] + 1
    if action.get("ask"):
        return engine.open_window(state, [1 - seat], ["answer"], 100, close={"type": "settle"})
    state["active"] = [1 - seat]
    return [{"type": "Stepped", "seat": seat}]


def _rub(state, seat, action):
    state["charms"] = [c if s != seat else 0 for s, c in enumerate(state["charms"])]
    return [{"type": "Rubbed", "seat": seat}]


def _settle(state, seat, action):
    state["active"] = [1 - state["active"][0]]
    return [{"type": "Settled"}]


def _module():
    module = types.SimpleNamespace()
    module.SPEC = GameSpec(name="charms", title="Charms", rulebook="https://example.org/charms",
                           min_seats=2, max_seats=2,
                           phases=(Phase("play", PhaseKind.TURN, frozenset({"step"})),
                                   Phase("over", PhaseKind.OVER, frozenset())),
                           system_actions=frozenset({"settle"}), free_actions=frozenset({"rub"}))
    module.HANDLERS = {"step": _step, "rub": _rub, "settle": _settle, "answer": lambda s, seat, a: []}
    module.setup = lambda options, seats, seed: {"phase": "play", "active": [0], "pending": None,
                                                 "players": seats, "steps": 0, "charms": [1, 1]}
    module.legal_actions = lambda state, seat: ([{"type": "answer"}] if state.get("window") else
                                                [{"type": "step"}, {"type": "step", "ask": True}])
    module.free_actions = lambda state, seat: [{"type": "rub"}] if state["charms"][seat] else []
    module.view = lambda state, seat: dict(state)
    module.scores = lambda state: {}
    module.outcome = lambda state: None
    module.copy_state = lambda state: {**state, "active": list(state["active"]),
                                       "charms": list(state["charms"])}
    return module


RULES = engine.Ruleset(_module())


def test_a_free_action_is_open_out_of_turn_and_takes_no_turn():
    state = RULES.setup({}, 2, 1)
    assert RULES.legal_actions(state, 1) == [{"type": "rub"}]
    assert RULES.legal_actions(state, 0)[-1] == {"type": "rub"}      # the active seat gets it too
    state, events = RULES.apply(state, 1, {"type": "rub"})
    assert events == [{"type": "Rubbed", "seat": 1}] and RULES.active_seats(state) == {0}
    with pytest.raises(IllegalAction, match="action_not_allowed_now"):
        RULES.apply(state, 1, {"type": "rub"})                       # the game no longer offers it
    with pytest.raises(IllegalAction):
        RULES.apply(state, None, {"type": "rub"})


def test_a_free_action_inside_a_window_does_not_answer_it():
    state, _ = RULES.apply(RULES.setup({}, 2, 1), 0, {"type": "step", "ask": True})
    assert RULES.active_seats(state) == {1}
    assert RULES.legal_actions(state, 1) == [{"type": "answer"}, {"type": "pass"}, {"type": "rub"}]
    state, _ = RULES.apply(state, 0, {"type": "rub"})                # the attacker, out of the window
    state, _ = RULES.apply(state, 1, {"type": "rub"})                # the target, inside it
    assert RULES.window(state) == {"seats": [1], "answered": [], "actions": ["answer"]}
    state, events = RULES.apply(state, 1, {"type": "pass"})
    assert [e["type"] for e in events] == ["Passed", "WindowClosed", "Settled"]


def test_a_game_without_free_actions_offers_none():
    goof = engine.get("goofspiel")
    state = goof.setup({}, 2, 1)
    assert goof.free_actions(state, 0) == [] and not goof.spec.free_actions
