"""Glück Auf bots: sampling from a view, legal answers at every level, fairness, budgets, whole games."""
import itertools
import random
import time

import pytest

from shared import engine
from shared.games.glueckauf import shuffle_hidden
from shared.games.glueckauf.bots import DEFAULT_BUDGETS, LEVELS, choose, determinize
from shared.botmatch import play_game as _play_game

RULES = engine.get("glueckauf")


def play_game(levels: list, seed: int, budgets: dict | None = None) -> dict:
    """A whole Glück Auf game between bots, through the platform's bot match."""
    return _play_game("glueckauf", levels, seed, budgets)


def _random_states(count: int, players: int, seed: int):
    """States reached by random play, with hidden parts: mid-draft, mid-shift, pending draw-5 decisions."""
    rng = random.Random(seed)
    out = []
    for game in range(count):
        state = RULES.setup({}, players, seed * 100 + game)
        stop = rng.randrange(5, 160)
        for _ in range(stop):
            if RULES.is_over(state):
                break
            if RULES.awaiting_system(state):
                RULES.apply_in_place(state, None, {"type": "score_shift"})
                continue
            seat = next(iter(RULES.active_seats(state)))
            RULES.apply_in_place(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        if not RULES.is_over(state) and not RULES.awaiting_system(state):
            out.append(state)
    return out


def _counter_clock(step: float = 0.001):
    """A fake clock: each call is `step` seconds later, so searches stop after a fixed count."""
    ticks = itertools.count()
    return lambda: next(ticks) * step


def _pending_for_another_seat(players: int = 3):
    """A state where a seat holds 5 hidden drawn cards that the other seats must not know."""
    for state in _random_states(60, players, 11):
        pending = state["pending"]
        if pending is not None and pending["kind"] in ("keep_order", "keep_tile", "return_orders", "return_tiles"):
            return state
    pytest.fail("no pending draw-5 decision found")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_determinised_state_shows_the_seat_exactly_its_view(players):
    for state in _random_states(12, players, players):
        for seat in range(players):
            seen = RULES.view(state, seat)
            sample = determinize(seen, seat, 5)
            assert RULES.view(sample, seat) == seen
            assert sorted(sample["tile_stack"]) != [] or not state["tile_stack"]
            assert sorted(sample["order_deck"]) == sorted(state["order_deck"]) or _hides_drawn(state)


def _hides_drawn(state):
    return state["pending"] is not None and "drawn" in state["pending"]


def test_determinise_samples_the_hidden_drawn_cards_of_another_seat():
    state = _pending_for_another_seat()
    other = (state["pending"]["seat"] + 1) % state["players"]
    seen = RULES.view(state, other)
    assert all(c is None for c in seen["pending"]["drawn"])
    samples = {tuple(determinize(seen, other, k)["pending"]["drawn"]) for k in range(8)}
    assert len(samples) > 1 and all(None not in s for s in samples)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_with_legal_actions(level):
    for state in _random_states(8, 3, 21):
        seat = next(iter(RULES.active_seats(state)))
        answer = choose(RULES.view(state, seat), seat, level, budget_s=0.02, seed=3)
        assert answer["actions"] and isinstance(answer["simulations"], int)
        RULES.apply_batch(state, seat, answer["actions"])     # raises IllegalAction if any is illegal


@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "hard"])
def test_the_move_does_not_change_when_hidden_parts_are_reshuffled(level):
    states = _random_states(10, 4, 31) + [_pending_for_another_seat(4)]
    for state in states:
        for seat in range(state["players"]):
            if seat not in RULES.active_seats(state):
                continue
            reshuffled = shuffle_hidden(state, seat, 99)
            assert reshuffled != state or not _has_hidden(state, seat)
            moves = [choose(RULES.view(s, seat), seat, level, budget_s=0.03, seed=7, clock=_counter_clock())
                     for s in (state, reshuffled)]
            assert moves[0] == moves[1]


def _has_hidden(state, seat):
    return any(c is None for c in RULES.view(state, seat)["tile_stack"])


def test_a_bot_given_the_true_state_still_only_uses_its_view():
    state = _pending_for_another_seat(4)
    seat = (state["pending"]["seat"] + 1) % 4
    # the search only reads the view: the same view from a different true state gives the same answer
    other_truth = shuffle_hidden(state, seat, 1234)
    assert RULES.view(other_truth, seat) == RULES.view(state, seat)


def test_the_search_stays_within_its_budget_on_the_real_clock():
    state = _random_states(3, 4, 41)[-1]
    seat = next(iter(RULES.active_seats(state)))
    for budget in (0.02, 0.06):
        # the bot's deadline is on the wall clock; the CPU it spends is what must stay within the
        # budget (a CI machine busy with other processes stretches the wall time, not the CPU)
        started = time.thread_time()
        answer = choose(RULES.view(state, seat), seat, "hard", budget_s=budget, seed=1)
        assert time.thread_time() - started < budget + 0.05
        RULES.apply_batch(state, seat, answer["actions"])    # even when time ran out: a legal answer


def test_default_budgets_are_within_the_limits():
    assert DEFAULT_BUDGETS["easy"] <= 0.05 and DEFAULT_BUDGETS["medium"] <= 0.25
    assert DEFAULT_BUDGETS["hard"] <= 1.0


def test_the_evaluation_reports_a_win_probability():
    state = _random_states(2, 2, 51)[0]
    seat = next(iter(RULES.active_seats(state)))
    answer = choose(RULES.view(state, seat), seat, "medium", seed=2, clock=_counter_clock(0.002))
    if answer["simulations"]:
        assert 0.0 <= answer["evaluation"]["win_probability"] <= 1.0


def test_an_unknown_level_or_a_seat_not_to_move_is_refused():
    state = RULES.setup({}, 2, 1)
    with pytest.raises(ValueError):
        choose(RULES.view(state, 0), 0, "grandmaster")
    idle = 1 - next(iter(RULES.active_seats(state)))
    with pytest.raises(ValueError):
        choose(RULES.view(state, idle), idle, "easy")


def test_bots_play_whole_games_to_the_end():
    fast = {"easy": 0.005, "medium": 0.005, "hard": 0.005}
    result = play_game(["easy", "greedy", "random"], 3, fast)
    assert result["winners"] and len(result["vp"]) == 3
    result = play_game(["hard", "medium"], 4, fast)
    assert result["winners"]


def test_greedy_beats_random():
    wins = sum(play_game(["greedy", "random"][::1 - 2 * (g % 2)], 100 + g)["winners"] == [g % 2]
               for g in range(2))
    assert wins == 2
