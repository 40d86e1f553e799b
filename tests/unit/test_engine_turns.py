"""The engine's kinds of turn with a toy game: sealed simultaneous choices, timed system steps, windows;
and the registry, the declared bots and round results."""
from importlib.metadata import entry_points
from types import SimpleNamespace

import pytest

from shared import bots, engine
from shared.engine import GameSpec, IllegalAction, Phase, PhaseKind


def _pick(state, seat, action):
    events = engine.seal(state, seat, action["value"])
    if not state["active"]:
        engine.cancel_timer(state)
        state["phase"] = "reveal"
    return events


def _reveal(state, seat, action):
    picks = engine.unseal(state)
    state["picks"] = [picks.get(s, 0) for s in range(state["players"])]
    state["phase"], state["active"] = "cooldown", []
    engine.schedule(state, 300, {"type": "resume"})
    return [{"type": "Revealed", "picks": state["picks"]}]


def _resume(state, seat, action):
    state["phase"] = "over"
    return [{"type": "Resumed"}]


def _legal(state, seat):
    if state["phase"] == "pick":
        return [{"type": "pick", "value": v} for v in (1, 2, 3)]
    return [{"type": "reveal"}] if state["phase"] == "reveal" else []


Sealer = SimpleNamespace(
    SPEC=GameSpec(name="sealer", title="Sealer", rulebook="-", min_seats=2, max_seats=3,
                  phases=(Phase("pick", PhaseKind.SIMULTANEOUS, frozenset({"pick"}), sealed=True),
                          Phase("reveal", PhaseKind.SYSTEM, frozenset({"reveal"})),
                          Phase("cooldown", PhaseKind.TURN, frozenset()),
                          Phase("over", PhaseKind.OVER, frozenset()))),
    HANDLERS={"pick": _pick, "reveal": _reveal, "resume": _resume},
    setup=lambda options, seats, seed: {"players": seats, "phase": "pick", "active": list(range(seats)),
                                        "pending": None, "picks": None},
    legal_actions=_legal,
    view=lambda state, seat: dict(state),
    scores=lambda state: {},
    outcome=lambda state: None,
    copy_state=lambda state: {**state, "active": list(state["active"])},
)
RULES = engine.Ruleset(Sealer)


def _timed(state):
    engine.schedule(state, 1000, {"type": "reveal"})
    return state


# -- sealed simultaneous choices -----------------------------------------------------------------------
def test_every_active_seat_chooses_once_in_any_order():
    """All seats may act at once; a seat that chose has left the active seats; the system reveals."""
    state = RULES.setup({}, 3, 1)
    assert RULES.active_seats(state) == {0, 1, 2} and RULES.sealed(state)
    state, _ = RULES.apply(state, 2, {"type": "pick", "value": 3})
    assert RULES.active_seats(state) == {0, 1}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 2, {"type": "pick", "value": 1})
    assert err.value.code == "not_your_turn"
    state, _ = RULES.apply(state, 0, {"type": "pick", "value": 1})
    state, _ = RULES.apply(state, 1, {"type": "pick", "value": 2})
    assert RULES.awaiting_system(state) and RULES.system_action(state) == {"type": "reveal"}


def test_a_sealed_choice_is_hidden_from_every_other_seat_until_the_one_reveal_event():
    """Views show another seat only that it chose; the submission event's choice reaches its seat only."""
    state, events = RULES.apply(RULES.setup({}, 2, 1), 1, {"type": "pick", "value": 3})
    assert RULES.view(state, 1)["sealed"] == {"1": 3}
    assert RULES.view(state, 0)["sealed"] == {"1": None} == RULES.view(state, None)["sealed"]
    assert [RULES.redact(e, 1) for e in events] == [{"type": "ChoiceSealed", "seat": 1, "choice": 3}]
    assert [RULES.redact(e, s) for e in events for s in (0, None)] == \
        [{"type": "ChoiceSealed", "seat": 1}] * 2
    state, _ = RULES.apply(state, 0, {"type": "pick", "value": 2})
    assert RULES.sealed(state) and RULES.view(state, 0)["sealed"] == {"0": 2, "1": None}   # until the reveal
    state, events = RULES.apply(state, None, {"type": "reveal"})
    assert events == [{"type": "Revealed", "picks": [2, 3]}] and "sealed" not in state
    assert not RULES.sealed(state)


def test_a_null_choice_cannot_be_sealed():
    """Null is what other seats see: a choice is never null."""
    with pytest.raises(ValueError):
        engine.seal({"active": [0]}, 0, None)


# -- timed system steps --------------------------------------------------------------------------------
def test_timer_ids_increase_with_every_timer_and_cancel_keeps_the_id():
    """Each timer set gets a larger id; a cancelled or fired one leaves only its id behind."""
    state = RULES.setup({}, 2, 1)
    assert RULES.timer(state) is None and engine.schedule(state, 100, {"type": "reveal"}) == 1
    assert engine.schedule(state, 200, {"type": "reveal"}) == 2          # replaces the pending one
    assert RULES.timer(state) == {"id": 2, "delay_ms": 200}
    engine.cancel_timer(state)
    assert RULES.timer(state) is None and state["timer"] == {"id": 2}
    assert engine.schedule(state, 0, {"type": "reveal"}) == 3
    for delay, action in ((-1, {"type": "x"}), (1.5, {"type": "x"}), (True, {"type": "x"}), (5, {})):
        with pytest.raises(ValueError):
            engine.schedule(state, delay, action)


def test_the_timer_action_is_accepted_in_any_phase_and_a_stale_one_is_refused():
    """While a timer is pending the system may apply its action even mid-choice; stamped with another
    timer's id, or when no timer is pending, it is refused."""
    state, _ = RULES.apply(_timed(RULES.setup({}, 2, 1)), 0, {"type": "pick", "value": 2})
    action = RULES.system_action(state)
    assert action == {"type": "reveal", "timer": 1} and RULES.legal_actions(state, None) == [action]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, None, {"type": "reveal", "timer": 7})
    assert err.value.code == "stale_timer"
    with pytest.raises(IllegalAction):
        RULES.apply(state, None, {"type": "pick", "value": 1})           # only the timer's action
    fired, events = RULES.apply(state, None, action)
    assert events == [{"type": "Revealed", "picks": [2, 0]}] and RULES.timer(fired)["id"] == 2
    with pytest.raises(IllegalAction) as err:
        RULES.apply(fired, None, action)                                 # timer 1 has fired
    assert err.value.code == "stale_timer"


def test_the_immediate_system_step_comes_before_a_pending_timer():
    """system_action is the immediate step when the phase awaits the system, else the timer's."""
    state = RULES.setup({}, 2, 1)
    for seat in (0, 1):
        state, _ = RULES.apply(state, seat, {"type": "pick", "value": 1})
    engine.schedule(state, 50, {"type": "resume"})
    assert RULES.system_action(state) == {"type": "reveal"}


def test_several_timers_are_pending_at_once_each_fired_or_cancelled_by_its_id():
    """add_timer keeps the others: ids increase, each fires once by its stamp, cancel drops one."""
    state = RULES.setup({}, 2, 1)
    engine.schedule(state, 100, {"type": "resume"})                      # id 1, the single-timer way
    assert engine.add_timer(state, 500, {"type": "resume"}, key="late") == 2
    assert engine.add_timer(state, 50, {"type": "resume"}) == 3
    assert RULES.timers(state) == [{"id": 1, "delay_ms": 100}, {"id": 2, "delay_ms": 500, "key": "late"},
                                   {"id": 3, "delay_ms": 50}]
    assert RULES.timer(state) == {"id": 3, "delay_ms": 50}              # the shortest delay first
    assert RULES.view(state, 0)["timers"] == RULES.timers(state)
    assert RULES.system_action(state, 2) == {"type": "resume", "timer": 2}
    assert RULES.system_action(state, 9) is None
    engine.cancel_timer(state, 1)
    fired, events = RULES.apply(state, None, {"type": "resume", "timer": 3})
    assert events == [{"type": "Resumed"}] and [t["id"] for t in RULES.timers(fired)] == [2]
    for stale in (1, 3):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(fired, None, {"type": "resume", "timer": stale})
        assert err.value.code == "stale_timer"
    assert engine.add_timer(fired, 10, {"type": "resume"}) == 4
    engine.cancel_timer(fired)                                           # every pending timer
    assert RULES.timers(fired) == [] and fired["timer"] == {"id": 4}
    assert engine.schedule(fired, 10, {"type": "resume"}) == 5 and RULES.timers(fired)[0]["id"] == 5


def test_the_playout_fires_a_timer_when_no_seat_can_act():
    """Nobody acts in `cooldown`: the playout fires the pending timer (the action a worker would apply)."""
    state = RULES.setup({}, 2, 1)
    assert RULES.playout(state, lambda legal, seat: legal[-1]) == 4 and state["phase"] == "over"
    assert state["picks"] == [3, 3] and state["timer"] == {"id": 1}


def test_a_window_needs_seats_and_keeps_its_own_actions():
    """No seats: no window; `pass` and `close_window` are the engine's and cannot be a game's response."""
    state = RULES.setup({}, 2, 1)
    assert engine.open_window(state, [], ["object"]) == [] and "window" not in state
    with pytest.raises(ValueError):
        engine.open_window(state, [1], ["pass"])


# -- registry, declared bots, rounds ---------------------------------------------------------------------
def test_games_come_from_the_entry_points():
    """The registry is the `pithead.games` entry points; a test may register a game of its own."""
    points = {p.name: p.value for p in entry_points(group=engine.GROUP)}
    assert points["glueckauf"] == "shared.games.glueckauf" and points["goofspiel"] == "shared.games.goofspiel"
    assert set(points) <= set(engine.names())
    engine.register(Sealer)
    try:
        assert "sealer" in engine.names() and bots.levels("sealer") == ()
        with pytest.raises(IllegalAction) as err:
            bots.think("sealer", {}, 0, "random", 1)
        assert err.value.code == "no_bots_for_game"
    finally:
        engine.unregister("sealer")
    assert "sealer" not in engine.names()


def test_a_module_must_provide_the_contract():
    """Registering something that is not a game fails loudly, naming what is missing."""
    with pytest.raises(TypeError, match="lacks .*view"):
        engine.Ruleset(SimpleNamespace(SPEC=Sealer.SPEC, HANDLERS={}, setup=None, legal_actions=None))
    with pytest.raises(TypeError, match="BOTS"):
        engine.Ruleset(SimpleNamespace(**vars(Sealer), BOTS=("random",)))
    with pytest.raises(ValueError):
        engine.Bots(levels=("a",), choose=print, determinize=print, default_level="b")


def test_games_declare_their_bots_and_rounds():
    """Glück Auf's five levels and shifts; Goofspiel's two levels and rounds; the platform's view of them."""
    glueckauf, goofspiel = engine.get("glueckauf"), engine.get("goofspiel")
    assert bots.levels("glueckauf") == ("random", "greedy", "easy", "medium", "hard")
    assert glueckauf.bots.default_level in glueckauf.bots.levels
    assert bots.levels("goofspiel") == ("random", "greedy") and bots.levels("nope") == ()
    assert (glueckauf.spec.round_name, glueckauf.spec.round_event) == ("shift", "ShiftScored")
    assert RULES.rounds(RULES.setup({}, 2, 1)) == []
    for rules, count in ((glueckauf, 3), (goofspiel, 13)):
        state = rules.setup({}, 2, 5)
        rules.playout(state, lambda legal, seat: legal[0])
        assert [r["round"] for r in rules.rounds(state)] == list(range(1, count + 1))
