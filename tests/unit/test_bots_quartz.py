"""Quartz bots: every level answers every kind of decision (turns, card choices, response windows,
coal checks, sales) with a legal action from the seat's view alone, within its budget; a sampled
state agrees with the view it came from; the platform plays them through `shared.bots`."""
import time

import pytest

from shared import bots, engine
from shared.games.quartz.bots import LEVELS, choose, determinize

RULES = engine.get("quartz")


def _positions(players: int, seed: int, every: int = 5) -> list:
    """(state, seat) along a greedy game: every `every`-th decision, and every window."""
    state, out, step = RULES.setup({}, players, seed), [], 0
    while not RULES.is_over(state):
        active = RULES.active_seats(state)
        if RULES.awaiting_system(state) or not active:
            RULES.apply_in_place(state, None, RULES.system_action(state))
            continue
        seat = min(active)
        if step % every == 0 or RULES.window(state) is not None:
            out.append((RULES.copy_state(state), seat))
        RULES.apply_in_place(state, seat, choose(RULES.view(state, seat), seat, "greedy", seed=step)["actions"][0])
        step += 1
    return out


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_sample_agrees_with_the_view_it_came_from(players):
    for state, seat in _positions(players, players, every=7):
        view = RULES.view(state, seat)
        sample = determinize(view, seat, 11)
        shown = RULES.view(sample, seat)
        for key in ("hands", "carts", "bag", "coins", "track", "discard", "pending", "attack", "hand_sizes",
                    "deck_size", "window"):
            assert shown.get(key) == view.get(key), key
        assert RULES.legal_actions(sample, seat) == RULES.legal_actions(state, seat)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_kind_of_decision_legally(level):
    kinds = set()
    for index, (state, seat) in enumerate(_positions(4, 2, every=9)[:40]):
        started = time.process_time()
        answer = choose(RULES.view(state, seat), seat, level, seed=index, max_simulations=60)
        assert time.process_time() - started < 2.0
        action = answer["actions"][0]
        assert action in RULES.legal_actions(state, seat), (level, action)
        kinds.add(action["type"])
    assert {"mine", "sell"} <= kinds or level == "random"


def test_a_bot_refuses_a_seat_with_nothing_to_decide_and_an_unknown_level():
    state = RULES.setup({"first_player": 0}, 3, 1)
    with pytest.raises(ValueError):
        choose(RULES.view(state, 1), 1, "greedy")
    with pytest.raises(ValueError):
        choose(RULES.view(state, 0), 0, "grandmaster")


def test_the_platform_plays_a_bot_turn_from_the_seat_view():
    state = RULES.setup({"first_player": 2}, 3, 5)
    actions, after, events = bots.play_turn(RULES, state, 2, "easy", "seed", 20)
    assert actions and events and 2 not in RULES.active_seats(after) or RULES.window(after) is not None
