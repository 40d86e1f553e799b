"""The engine contract with a toy game: simultaneous hidden choices, a system step, a decision, redaction."""
import pytest

from shared import engine
from shared.engine import (Decision, GameSpec, IllegalAction, Option, Phase, PhaseKind, canonical_json,
                           rng)


class Showdown:
    """Toy game: every seat secretly picks 1-3 at once; the system reveals; the winner decides a bonus."""

    SPEC = GameSpec(
        name="showdown", title="Showdown", rulebook="-", min_seats=2, max_seats=3,
        phases=(Phase("choose", PhaseKind.SIMULTANEOUS, frozenset({"pick"})),
                Phase("reveal", PhaseKind.SYSTEM, frozenset({"reveal"})),
                Phase("over", PhaseKind.OVER, frozenset())),
        decisions=(Decision("bonus", frozenset({"bonus"})),),
        options=(Option("rounds", "int", 1, minimum=1, maximum=3),),
        simultaneous=True, hidden_information=True)

    @staticmethod
    def setup(options, seats, seed):
        return {"phase": "choose", "active": list(range(seats)), "pending": None, "rng": seed,
                "picks": [None] * seats, "score": [0] * seats}

    @staticmethod
    def pick(state, seat, action):
        if action.get("value") not in (1, 2, 3):
            raise IllegalAction("invalid_pick", "pick 1, 2 or 3")
        state["picks"][seat] = action["value"]
        state["active"].remove(seat)
        if not state["active"]:
            state["phase"] = "reveal"
        return [{"type": "Picked", "seat": seat, "secret": {"value": action["value"]}}]

    @staticmethod
    def reveal(state, seat, action):
        best = max(range(len(state["picks"])), key=lambda s: (state["picks"][s], -s))
        state["pending"] = {"kind": "bonus", "seat": best}
        return [{"type": "Revealed", "picks": list(state["picks"])}]

    @staticmethod
    def bonus(state, seat, action):
        state["score"][seat] += 10
        state["pending"], state["phase"] = None, "over"
        return [{"type": "BonusTaken", "seat": seat}]

    @staticmethod
    def legal_actions(state, seat):
        if state["pending"]:
            return [{"type": "bonus"}]
        if state["phase"] == "reveal":
            return [{"type": "reveal"}]
        return [{"type": "pick", "value": v} for v in (1, 2, 3)]

    @staticmethod
    def view(state, seat):
        hidden = state["phase"] == "choose"
        return {**state, "picks": [p if not hidden or s == seat else None for s, p in enumerate(state["picks"])]}

    scores = staticmethod(lambda state: {"score": state["score"]})
    outcome = staticmethod(lambda state: {"score": state["score"]} if state["phase"] == "over" else None)
    copy_state = staticmethod(lambda state: {**state, "active": list(state["active"]),
                                             "picks": list(state["picks"]), "score": list(state["score"]),
                                             "pending": dict(state["pending"]) if state["pending"] else None})


Showdown.HANDLERS = {"pick": Showdown.pick, "reveal": Showdown.reveal, "bonus": Showdown.bonus}
RULES = engine.Ruleset(Showdown)   # not registered: the platform lists only real games


def test_simultaneous_phase_lets_several_seats_act_in_any_order():
    state = RULES.setup({}, 3, 1)
    assert RULES.active_seats(state) == {0, 1, 2}
    state, events = RULES.apply(state, 2, {"type": "pick", "value": 3})
    assert RULES.active_seats(state) == {0, 1}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 2, {"type": "pick", "value": 1})
    assert err.value.code == "not_your_turn"
    assert RULES.redact(events[0], 1) == {"type": "Picked", "seat": 2}
    assert RULES.redact(events[0], 2)["value"] == 3
    assert RULES.redact(events[0], None) == {"type": "Picked", "seat": 2}
    assert RULES.view(state, 1)["picks"] == [None, None, None]


def test_system_step_then_a_decision_keeps_one_seat_active():
    state = RULES.setup({}, 2, 1)
    for seat, value in ((0, 2), (1, 3)):
        state, _ = RULES.apply(state, seat, {"type": "pick", "value": value})
    assert RULES.awaiting_system(state) and RULES.active_seats(state) == frozenset()
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, {"type": "reveal"})
    assert err.value.code == "awaiting_system"
    state, _ = RULES.apply(state, None, {"type": "reveal"})
    assert RULES.active_seats(state) == {1}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 1, {"type": "pick", "value": 1})
    assert err.value.code == "action_not_allowed_now"
    state, _ = RULES.apply(state, 1, {"type": "bonus"})
    assert RULES.is_over(state) and RULES.outcome(state) == {"score": [0, 10]}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 1, {"type": "bonus"})
    assert err.value.code == "game_over"


def test_batches_are_atomic():
    state = RULES.setup({}, 2, 1)
    before = canonical_json(state)
    with pytest.raises(IllegalAction) as err:
        RULES.apply_batch(state, 0, [{"type": "pick", "value": 1}, {"type": "pick", "value": 2}])
    assert err.value.code == "not_your_turn" and "action 1" in err.value.message
    assert canonical_json(state) == before


def test_options_are_validated_against_the_spec():
    assert RULES.spec.validate_options({}, 2) == {"rounds": 1}
    for options, seats, code in (({"rounds": 9}, 2, "invalid_option"), ({"speed": 1}, 2, "unknown_option"),
                                 ({}, 4, "invalid_seat_count"), ({"rounds": True}, 2, "invalid_option")):
        with pytest.raises(IllegalAction) as err:
            RULES.setup(options, seats, 1)
        assert err.value.code == code


def test_a_seat_option_must_name_a_seat_of_this_game():
    """An option marked `seat` is checked against the seat count as well as its bounds."""
    spec = GameSpec(name="seated", title="Seated", rulebook="-", min_seats=2, max_seats=4,
                    phases=Showdown.SPEC.phases,
                    options=(Option("first", "int", None, minimum=0, maximum=3, seat=True),))
    assert spec.validate_options({"first": 1}, 2) == {"first": 1}
    assert spec.validate_options({}, 2) == {"first": None}
    assert spec.validate_options({"first": 3}, 4) == {"first": 3}
    for value, seats in ((2, 2), (3, 3), (4, 4), (-1, 2)):
        with pytest.raises(IllegalAction) as err:
            spec.validate_options({"first": value}, seats)
        assert err.value.code == "invalid_option"
    assert spec.to_json()["options"][0]["seat"] is True
    assert "seat" not in Showdown.SPEC.to_json()["options"][0]


def test_malformed_actions_are_rejected_with_a_code():
    state = RULES.setup({}, 2, 1)
    for bad in (None, [], "pick", {"value": 1}, {"type": 5}):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, 0, bad)
        assert err.value.code == "malformed_action"


def test_prng_is_deterministic_seedable_by_string_and_roughly_uniform():
    items_a, items_b = list(range(20)), list(range(20))
    assert rng.shuffle(rng.seed_state("abc"), items_a) == rng.shuffle(rng.seed_state("abc"), items_b)
    assert items_a == items_b and sorted(items_a) == list(range(20)) and items_a != list(range(20))
    state, counts = 42, [0] * 6
    for _ in range(6000):
        state, value = rng.randbelow(state, 6)
        counts[value] += 1
    assert all(850 < c < 1150 for c in counts), counts
