"""Oh My Goods! bots: every level answers every kind of decision with legal actions from the seat's
view alone; a sampled state agrees with the view it came from; a move does not change when the hidden
cards are dealt anew (fair by construction); the platform plays them through `shared.bots`."""
import pytest

from shared import bots, engine
from shared.games.ohmygoods.bots import LEVELS, choose, determinize

RULES = engine.get("ohmygoods")


def _positions(players: int, seed: int, every: int = 6) -> list:
    """(state, seat) along a greedy game, every `every`-th decision."""
    state, out, step = RULES.setup({}, players, seed), [], 0
    while not RULES.is_over(state):
        if RULES.awaiting_system(state):
            RULES.apply_in_place(state, None, RULES.system_action(state))
            continue
        seat = min(RULES.active_seats(state))
        if step % every == 0:
            out.append((RULES.copy_state(state), seat))
        for action in choose(RULES.view(state, seat), seat, "greedy", seed=step)["actions"]:
            if seat not in RULES.active_seats(state) or RULES.awaiting_system(state):
                break
            RULES.apply_in_place(state, seat, action)
        step += 1
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_a_sample_agrees_with_the_view_it_came_from(players):
    for state, seat in _positions(players, players):
        view = RULES.view(state, seat)
        sample = determinize(view, seat, 11)
        assert RULES.view(sample, seat) == view
        assert RULES.legal_actions(sample, seat) == RULES.legal_actions(state, seat)
        assert RULES.module.invariants(sample) == []


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_actions_in_every_kind_of_decision(level):
    kinds = set()
    for state, seat in _positions(3, 5, every=4)[:60]:
        answer = choose(RULES.view(state, seat), seat, level, seed=3, max_worlds=2)
        assert answer["actions"], (state["phase"], state["pending"])
        for action in answer["actions"]:
            assert action in RULES.legal_actions(state, seat), (level, action)
            state, _ = RULES.apply(state, seat, action)
        kinds.add(state["phase"] if state["pending"] is None else state["pending"]["kind"])
    assert len(kinds) >= 3


@pytest.mark.parametrize("level", ["greedy", "easy", "medium", "hard"])
def test_a_move_does_not_change_when_the_hidden_cards_are_dealt_anew(level):
    for index, (state, seat) in enumerate(_positions(4, 8, every=5)[:25]):
        mine = choose(RULES.view(state, seat), seat, level, seed=index, max_worlds=2)["actions"]
        other = RULES.module.shuffle_hidden(state, seat, 1000 + index)
        assert choose(RULES.view(other, seat), seat, level, seed=index, max_worlds=2)["actions"] == mine


def test_the_platform_asks_the_game_for_its_bots():
    assert bots.levels("ohmygoods") == LEVELS
    state = RULES.setup({}, 2, 1)
    seat = min(RULES.active_seats(state))
    actions, after, _ = bots.play_turn(RULES, state, seat, "medium", "s", 20)
    assert actions and seat not in RULES.active_seats(after)


def test_hard_redraws_every_phase_one_hand_and_medium_keeps_a_useful_one():
    """hard's weights (tuned against medium's) redraw every hand of two or more in phase I; medium
    keeps a hand with a building it can soon afford."""
    answers = {"hard": set(), "medium": set()}
    for seed in range(20):
        state = RULES.setup({}, 2, seed)
        assert state["phase"] == "new_cards" and len(state["hands"][0]) >= 2
        for level in answers:
            answers[level].add(choose(RULES.view(state, 0), 0, level, seed=seed)["actions"][0]["type"])
    assert answers["hard"] == {"redraw"} and "keep_hand" in answers["medium"]
