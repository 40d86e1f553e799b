"""A phase declared `out_of_turn=True`: any seat reaches the game's handler, which refuses a seat that
may not act with the game's own code; other phases keep the engine's `not_your_turn`."""
import types

import pytest

from shared import engine
from shared.engine import GameSpec, IllegalAction, Phase, PhaseKind


def _grab(state, seat, action):
    if seat in state["done"]:
        raise IllegalAction("already_grabbed", "you have grabbed already")
    state["done"] = state["done"] + [seat]
    state["active"] = [s for s in state["active"] if s != seat]
    return [{"type": "Grabbed", "seat": seat}]


def _module(open_phase: bool):
    module = types.SimpleNamespace()
    module.SPEC = GameSpec(name="grabber", title="Grabber", rulebook="https://example.org/grabber",
                           min_seats=2, max_seats=2,
                           phases=(Phase("grab", PhaseKind.SIMULTANEOUS, frozenset({"grab"}),
                                         out_of_turn=open_phase),
                                   Phase("over", PhaseKind.OVER, frozenset())))
    module.HANDLERS = {"grab": _grab}
    module.setup = lambda options, seats, seed: {"phase": "grab", "active": [0, 1], "pending": None,
                                                 "done": [], "players": seats}
    module.legal_actions = lambda state, seat: [{"type": "grab"}] if seat in state["active"] else []
    module.view = lambda state, seat: dict(state)
    module.scores = lambda state: {}
    module.outcome = lambda state: None
    module.copy_state = lambda state: dict(state)
    return module


def test_an_out_of_turn_phase_lets_the_game_refuse_with_its_own_code():
    rules = engine.Ruleset(_module(True))
    state, _ = rules.apply(rules.setup({}, 2, 1), 0, {"type": "grab"})
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, 0, {"type": "grab"})
    assert err.value.code == "already_grabbed"
    assert rules.legal_actions(state, 0) == [] and rules.active_seats(state) == {1}
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, None, {"type": "grab"})
    assert err.value.code == "not_a_system_step"


def test_other_phases_keep_not_your_turn():
    rules = engine.Ruleset(_module(False))
    state, _ = rules.apply(rules.setup({}, 2, 1), 0, {"type": "grab"})
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, 0, {"type": "grab"})
    assert err.value.code == "not_your_turn"
