"""Pack & Stack bots: every level answers a legal action from the seat's view alone (race and
loading), `hard` loads optimally, and a determinised state shows the seat the very same view."""
import random

from shared import engine
from shared.games.packstack import bots, course, placement

RULES = engine.get("packstack")


def _positions(options, games=4):
    out = []
    for seed in range(games):
        state, chooser = RULES.setup(options, 4, seed), random.Random(seed)
        while not RULES.is_over(state):
            active = sorted(RULES.active_seats(state))
            if RULES.awaiting_system(state) or not active:
                state = RULES.apply(state, None, RULES.system_action(state))[0]
                continue
            out.append((state, active[0]))
            state = RULES.apply(state, active[0], chooser.choice(RULES.legal_actions(state, active[0])))[0]
    return out


def test_every_level_answers_an_action_the_rules_accept():
    for options in ({}, {"truck_race": "sealed"}):
        positions = _positions(options)
        assert {state["phase"] for state, _ in positions} >= {"loading"}
        for state, seat in positions:
            for level in bots.LEVELS:
                answer = bots.choose(RULES.view(state, seat), seat, level, None, 1)
                RULES.apply(state, seat, answer["actions"][0])        # raises if refused


def test_hard_loads_optimally_and_never_worse_than_the_others():
    loading = [(state, seat) for state, seat in _positions({}, games=3) if state["phase"] == "loading"]
    assert len(loading) >= 10
    for state, seat in loading:
        truck, load = state["trucks"][seat], state["loads"][seat]
        loaded = {level: placement.check(bots.placement_for(level, truck, load), truck, load)
                  for level in bots.LEVELS}
        best = course.assess(truck, load, bots.placement_for("hard", truck, load))["penalty"]
        assert best == course.optimal_penalty(truck, course.counts_of(load))
        assert loaded["hard"] >= loaded["medium"] >= 0 and loaded["hard"] >= loaded["easy"]


def test_a_determinised_state_gives_the_seat_the_same_view():
    for state, seat in _positions({"truck_race": "sealed"}, games=2)[::3]:
        view = RULES.view(state, seat)
        sampled = bots.determinize(view, seat, 7)
        assert RULES.view(sampled, seat) == view
        assert sorted(sampled["pile"]) == sorted(state["pile"])


def test_every_level_takes_the_top_as_the_last_free_seat_while_the_others_claims_are_pending():
    """Ruling 7a: seats 0 and 1 wait in windows, so seat 2 may only take the top card; a lost
    window frees it again, and the bots then claim as before."""
    state = RULES.setup({}, 3, 2)
    for seat, by in ((0, 2), (1, 0)):
        truck = next(r["truck"] for r in state["revealed"] if r["by"] == by)
        state = RULES.apply(state, seat, {"type": "claim", "truck": truck})[0]
    assert RULES.legal_actions(state, 2) == [{"type": "take_top"}]
    for level in bots.LEVELS:
        assert bots.choose(RULES.view(state, 2), 2, level, None, 1)["actions"] == [{"type": "take_top"}]
