"""Bot games run a real-time race as the platform does: each seat acts its reaction time after its
turn began (botmatch.RaceClock), timers fire when due, and `reaction_as` (the tournament's
`--reaction-as`) races a level with another level's reaction times."""
from shared import botmatch, engine

RULES = engine.get("packstack")
LEVELS = ["hard", "medium", "easy", "medium"]


def _due(state, levels):
    return {s: RULES.bots.reaction(state, s, levels[s]) for s in range(len(levels))}


def test_the_race_goes_in_reaction_order_and_a_window_closes_when_due():
    for seed in range(12):
        state, clock = RULES.setup({}, 4, seed), botmatch.RaceClock(RULES, LEVELS)
        due = _due(state, LEVELS)
        fastest = min(due, key=due.get)
        assert clock.next(state) == (fastest, None)
        truck = next(r["truck"] for r in state["revealed"] if r["by"] != fastest)
        RULES.apply_in_place(state, fastest, {"type": "claim", "truck": truck})
        seat, timer = clock.next(state)
        after = min((s for s in due if s != fastest), key=due.get)
        if due[after] < due[fastest] + state["options"]["claim_window_ms"]:
            assert (seat, timer) == (after, None)      # inside the window: it may still join
        else:
            assert seat is None and timer == RULES.timers(state)[-1]["id"]


def test_every_seat_is_first_in_some_rounds_whatever_its_number():
    first = set()
    for seed in range(40):
        state = RULES.setup({}, 4, seed)
        due = _due(state, ["medium"] * 4)
        first.add(min(due, key=due.get))
    assert first == {0, 1, 2, 3}


def test_reaction_as_races_a_level_with_the_other_levels_reaction_times():
    state = RULES.setup({}, 3, 8)
    clock = botmatch.RaceClock(RULES, ["medium", "medium", "medium"])
    assert clock.next(state)[0] == min(range(3), key=_due(state, ["medium"] * 3).get)
    result = botmatch.play_game("packstack", ["hard", "medium", "medium"], 8,
                                reaction_as={"hard": "medium"})
    assert result["levels"] == ["hard", "medium", "medium"] and result["winners"]
