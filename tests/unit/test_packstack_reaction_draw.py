"""Pack & Stack bots' reaction time in the real-time race: drawn from the game's PRNG (read, never
advanced), so deterministic by seed; in its level's range from data.json; none outside the race."""
import statistics

import pytest

from shared import engine
from shared.engine import Bots, canonical_json, rng
from shared.games.packstack import bots
from shared.games.packstack.data import DATA, REACTION_S

RULES = engine.get("packstack")


def _races(seeds, players=4):
    return [RULES.setup({}, players, seed) for seed in seeds]


def test_the_ranges_come_from_the_data_file_and_a_stronger_bot_reacts_sooner():
    assert REACTION_S == {level: tuple(span) for level, span in DATA["bots"]["reaction_s"].items()}
    assert set(REACTION_S) == set(bots.LEVELS) == set(RULES.bots.reaction_s)
    (easy_low, easy_high), (med_low, med_high), (hard_low, hard_high) = \
        (REACTION_S[level] for level in ("easy", "medium", "hard"))
    assert hard_low < med_low < easy_low and hard_high < med_high < easy_high


def test_every_draw_is_in_its_levels_range_and_spreads_over_it():
    states = _races(range(300))
    for level, (low, high) in REACTION_S.items():
        drawn = [RULES.bots.reaction(s, seat, level) for s in states for seat in range(4)]
        assert all(low * 1000 <= ms <= high * 1000 for ms in drawn)
        span = (high - low) * 1000
        assert min(drawn) < low * 1000 + 0.02 * span and max(drawn) > high * 1000 - 0.02 * span
        assert abs(statistics.mean(drawn) - (low + high) * 500) < 0.05 * span


def test_the_draw_is_deterministic_by_seed_and_changes_nothing():
    for seed in range(20):
        state = RULES.setup({}, 4, seed)
        before = canonical_json(state)
        first = [RULES.bots.reaction(state, seat, "medium") for seat in range(4)]
        assert first == [RULES.bots.reaction(RULES.setup({}, 4, seed), s, "medium") for s in range(4)]
        assert canonical_json(state) == before                      # the PRNG was not advanced
        assert len(set(first)) > 1                                  # each seat draws its own
    assert len({RULES.bots.reaction(s, 0, "hard") for s in _races(range(20))}) > 10


def test_no_reaction_outside_the_realtime_race():
    sealed = RULES.setup({"truck_race": "sealed"}, 4, 3)
    assert [RULES.bots.reaction(sealed, s, "easy") for s in range(4)] == [0] * 4
    state = RULES.setup({}, 4, 3)
    while state["phase"] == "race":
        state = RULES.apply(state, min(state["active"]), {"type": "take_top"})[0]
    assert state["phase"] == "loading" and RULES.bots.reaction(state, 0, "easy") == 0


def test_a_tie_roll_gives_the_windows_loser_a_new_draw():
    state = RULES.setup({}, 4, 8)
    truck = next(r["truck"] for r in state["revealed"] if r["by"] == 3)
    before = [RULES.bots.reaction(state, s, "easy") for s in range(4)]
    for seat in (0, 1):
        state = RULES.apply(state, seat, {"type": "claim", "truck": truck})[0]
    state = RULES.apply(state, None, RULES.system_action(state))[0]          # the white die rolled
    assert [RULES.bots.reaction(state, s, "easy") for s in range(4)] != before


def test_a_game_declaring_a_reaction_must_give_every_level_a_range():
    def make(**kw):
        return Bots(levels=("a", "b"), choose=None, determinize=None, default_level="a", **kw)
    assert make().reaction({"phase": "race"}, 0, "a") == 0           # none declared: at once
    with pytest.raises(ValueError):
        make(reaction_s={"a": (1, 2)}, reaction_ms=lambda *a: 1000)
    with pytest.raises(ValueError):
        make(reaction_s={"a": (2, 1), "b": (1, 2)}, reaction_ms=lambda *a: 1000)
    with pytest.raises(ValueError):
        make(reaction_s={"a": (1, 2), "b": (1, 2)})


def test_peek_fraction_is_a_pure_uniform_draw():
    values = [rng.peek_fraction(12345, salt) for salt in range(2000)]
    assert all(0 <= v < 1 for v in values) and len(set(values)) == 2000
    assert values == [rng.peek_fraction(12345, salt) for salt in range(2000)]
    assert abs(statistics.mean(values) - 0.5) < 0.02
