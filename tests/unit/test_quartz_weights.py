"""Quartz's policy thresholds are data (bots/weights.json): every profile names the same thresholds,
the policy plays by the profile it is given, hard's search plays its own seat by the `hard` profile,
and the tuner keeps only a trial that gains beyond the noise on the same deals."""
from shared import engine
from shared.games.quartz.bots.policy import DEFAULT, HARD, WEIGHTS, smart
from shared.games.quartz.bots.search import LEARNED, Model, search
from shared.games.quartz.bots.value import learned_worth, win_chance

from scripts import tune_quartz

RULES = engine.get("quartz")


def test_every_profile_names_the_same_thresholds():
    assert set(WEIGHTS["hard"]) == set(WEIGHTS["default"]) == set(DEFAULT)


def _turns(players: int, seed: int) -> list:
    """(state, seat) at every decision of a game played by the default smart policy."""
    state, out = RULES.setup({}, players, seed), []
    while not RULES.is_over(state):
        active = RULES.active_seats(state)
        if RULES.awaiting_system(state) or not active:
            RULES.apply_in_place(state, None, RULES.system_action(state))
            continue
        seat = min(active)
        out.append((RULES.copy_state(state), seat))
        RULES.apply_in_place(state, seat, smart(state, seat))
    return out


def test_the_policy_plays_by_the_thresholds_it_is_given():
    turns = [t for seed in range(4) for t in _turns(3, seed)]
    same = [smart(s, seat, dict(DEFAULT)) for s, seat in turns]
    assert same == [smart(s, seat) for s, seat in turns]
    daring = {**DEFAULT, "risk": 0.01}       # the scandal hardly counts: mine on with a coal
    bolder = [smart(s, seat, daring) for s, seat in turns]
    changed = [(a, b) for a, b in zip(same, bolder) if a != b]
    assert changed and all(b["type"] != "leave" for a, b in changed if a["type"] == "leave")
    for (state, seat), action in zip(turns, bolder):
        assert action in RULES.legal_actions(state, seat)


def test_hard_plays_its_own_seat_by_the_hard_profile_and_the_others_by_the_default():
    assert LEARNED.me.keywords == {"w": HARD} and LEARNED.me.func is smart
    assert LEARNED.others is smart
    asked = []

    def mine(state, seat):
        asked.append(seat)
        return smart(state, seat)

    state, seat = next((s, seat) for s, seat in _turns(3, 7) if s["phase"] == "mine" and s["day"] == 2)
    model = Model(others=smart, worth=learned_worth, objective=win_chance, me=mine)
    search(RULES, RULES.view(state, seat), seat, 1e9, lambda: 0.0, 3, 10, max_simulations=40, model=model)
    assert asked and set(asked) == {seat}


def test_the_tuner_keeps_a_gain_beyond_the_noise_and_not_a_tie():
    current = [1.0, 0.0, 0.0] * 400
    assert tune_quartz.beats(current, current, 2.0) == (0.0, False)
    better = [1.0, 1.0, 0.0] * 400                   # a third more wins on the same deals
    gain, kept = tune_quartz.beats(better, current, 2.0)
    assert round(gain, 4) == 0.3333 and kept
    assert not tune_quartz.beats([1.0, 0.0, 0.0] * 399 + [1.0, 1.0, 0.0], current, 2.0)[1]


def test_a_tuning_game_gives_the_trial_seat_its_share_of_the_win():
    shares = [tune_quartz.play((seed, 3, seed % 3, DEFAULT, DEFAULT)) for seed in range(12)]
    assert all(0.0 <= s <= 1.0 for s in shares) and 0 < sum(shares) < 12
    assert shares == [tune_quartz.play((seed, 3, seed % 3, DEFAULT, DEFAULT)) for seed in range(12)]
