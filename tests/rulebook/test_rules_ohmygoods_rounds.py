"""Oh My Goods!: setup, phases I-III, plans, the end and scoring, one test per ruling (ohmygoods.rulings.md)."""
import json

import pytest

from shared.engine import IllegalAction
from shared.games.ohmygoods.data import DECK, SUN
from shared.games.ohmygoods.state import draw
from tests.rulebook.ohmygoods_table import (RULES, build_for, check, first, game, play,
                                            production_turn, reveal, set_hand)


def _keep_all(state):
    for seat in sorted(RULES.active_seats(state)):
        state, _ = RULES.apply(state, seat, {"type": "keep_hand"})
    return reveal(state)


def _idle_plans(state, build=None):
    for seat in sorted(RULES.active_seats(state)):
        state, _ = play(state, seat, {"type": "place_master", "building": None},
                        {"type": "plan_building", "card": (build or {}).get(seat)})
    return reveal(state)


@pytest.mark.parametrize("players,shown", [(2, 4), (3, 6), (4, 8)])
def test_setup_deals_charburners_masters_apprentices_hands_and_coal(players, shown):
    """Rulings 2, 6, 7: a Charburner and a master each; 4/6/8 apprentices with a side; 5 cards, 7 coal."""
    state = game(players, seed=players)
    assert len(state["display"]) == shown and all(a["side"] in "ab" for a in state["display"])
    assert all(len(b) == 1 and b[0].startswith("charburner") for b in state["built"])
    assert all(len(h) == 5 for h in state["hands"]) and all(len(g[0]) == 7 for g in state["goods"])
    assert len(state["deck"]) == len(DECK) - 12 * players and state["phase"] == "new_cards"
    assert {game(players, seed=s)["lead"] for s in range(20)} == set(range(players))   # ruling 2
    check(state)


def test_keep_or_redraw_is_sealed_then_redraws_discard_the_whole_hand_first():
    """Ruling 10: choices sealed and revealed together; a redraw discards all, then draws as many."""
    state = game(2, seed=11)
    hand = list(state["hands"][1])
    state, events = play(state, 1, {"type": "redraw"})
    assert RULES.view(state, 0)["sealed"] == {"1": None} and "secret" not in RULES.redact(events[0], 0)
    state, _ = play(state, 0, {"type": "keep_hand"})
    state, events = reveal(state)
    assert events[0] == {"type": "HandsRevealed", "choices": [
        {"seat": s, "redraw": s == 1, "kept": False} for s in (state["lead"], 1 - state["lead"])]}
    assert not set(hand) & set(state["hands"][1]) and len(state["hands"][1]) == 5 + 2
    assert set(hand) <= set(state["discard"])
    with pytest.raises(IllegalAction):
        RULES.apply(game(2, seed=11), 0, {"type": "redraw", "keep": hand[0]})   # 36a is an option


def test_each_seat_gets_two_cards_and_the_sunrise_row_shows_two_half_suns():
    """Rulings 11, 15: 2 cards each, no hand limit; the first row until 2 half-suns."""
    state, events = _keep_all(game(3, seed=12))
    assert [len(h) for h in state["hands"]] == [7, 7, 7] and state["phase"] == "plans"
    row = state["market"][0]
    assert sum(SUN[c] for c in row) == 2 and SUN[row[-1]]
    assert [e["seat"] for e in events if e["type"] == "CardsDrawn"] == \
        [(state["lead"] + i) % 3 for i in range(3)]                          # ruling 3


def test_an_extra_card_office_counts_the_hand_before_any_redraw():
    """Ruling 12: 3 cards or fewer at the start of phase I: 1 extra card per office."""
    state = game(2, seed=13)
    office = first("market_office", state, effect={"type": "extra_card", "cards": 1,
                                                   "max_hand_at_phase_start": 3})
    build_for(state, 0, office)
    set_hand(state, 0, state["hands"][0][:3])
    production_turn(state, 0)
    state["steps"] = [{"do": "new_round"}]
    state, _ = play(state, 0, {"type": "end_production"})
    if state["pending"]:
        state, _ = play(state, 0, {"type": "finish_turn"})
    assert state["extra"] == [1, 0]
    state, _ = _keep_all(state)
    assert [len(h) for h in state["hands"]] == [3 + 3, 5 + 2]


def test_an_empty_deck_reshuffles_the_discard_pile():
    """Ruling 13: the discard pile becomes the new deck."""
    state = game(2, seed=14)
    state["discard"], state["deck"] = state["discard"] + state["deck"], []
    state, events = _keep_all(state)
    assert any(e["type"] == "DiscardShuffled" for e in events)
    check(state)


def test_with_deck_and_discard_empty_every_seat_discards_half_its_hand_once_a_phase():
    """Ruling 14: a sealed choice of half the hand (rounded down); those cards become the deck."""
    state = game(2, seed=15)
    hold = state["deck"] + state["discard"]
    state["deck"], state["discard"] = [], []
    state["hands"][0] += hold
    size = len(state["hands"][0])
    state, events = _keep_all(state)
    assert state["phase"] == "discard_half" and events[-1]["type"] == "CardsRanOut"
    assert sorted(events[-1]["seats"]) == [0, 1]
    for seat in (0, 1):
        hand = sorted(state["hands"][seat])
        state, _ = play(state, seat, {"type": "discard_half", "cards": hand[:len(hand) // 2]})
    state, events = reveal(state)
    assert state["phase"] == "plans" and events[0]["type"] == "HalfDiscarded"
    assert events[0]["counts"]["0"] == size // 2 and events[0]["deck"] == size // 2 + 5 // 2
    check(state)
    spent = dict(state, deck=[], discard=[], halved=True)
    assert draw(spent, []) is None                     # once a phase: later draws are skipped


def test_a_plan_is_checked_on_submission_sealed_and_final():
    """Rulings 16-18: the master in a production building (not grey, not an apprentice's), sealed."""
    state, _ = _keep_all(game(2, seed=16))
    office = build_for(state, 0, first("market_office", state))
    for bad, code in (({"building": office, "side": "sloppy"}, "building_not_free"),
                      ({"building": 0, "side": "lazy"}, "no_such_side")):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, 0, {"type": "place_master", **bad})
        assert err.value.code == code
    card = state["hands"][0][0]
    state, events = play(state, 0, {"type": "place_master", "building": 0, "side": "diligent"},
                         {"type": "plan_building", "card": card})
    assert [RULES.redact(e, 1) for e in events] == [{"type": "PlanDrafted", "seat": 0},
                                                    {"type": "ChoiceSealed", "seat": 0}]
    assert RULES.view(state, 1)["sealed"] == {"0": None} and RULES.view(state, 1)["hand_sizes"][0] == 7
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, {"type": "place_master", "building": None})   # final
    state, _ = play(state, 1, {"type": "place_master", "building": None}, {"type": "plan_building",
                                                                          "card": None})
    state, events = reveal(state)
    assert events[0]["plans"][0 if state["lead"] == 0 else 1]["master"] == {"building": 0, "side": "diligent"}
    assert RULES.view(state, 1)["planned"] == [True, False]
    assert f'"{card}"' not in json.dumps(RULES.view(state, 1)) and RULES.view(state, 0)["planned_card"] == card
    assert sum(SUN[c] for c in state["market"][1]) == 2 and state["phase"] == "production"   # ruling 19


def test_apprentice_moves_cost_two_coins_each_paid_without_change():
    """Ruling 16c: each move to a free production building costs 2; one payment for all moves."""
    state, _ = _keep_all(game(2, seed=17))
    mill = build_for(state, 0, first("mill", state))
    state["apprentices"][0] = [{"card": state["display"][0]["card"], "side": "a", "building": 0}]
    state["display"] = state["display"][1:]
    card = state["apprentices"][0][0]["card"]
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, {"type": "move_apprentice", "apprentice": card, "to": 0})
    state, _ = play(state, 0, {"type": "move_apprentice", "apprentice": card, "to": mill})
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, {"type": "pay_moves", "payment": [0]})
    assert err.value.code == "payment_too_small"
    state, _ = play(state, 0, {"type": "pay_moves", "payment": [0, 0]},
                    {"type": "place_master", "building": 0, "side": "sloppy"},
                    {"type": "plan_building", "card": None})
    state, _ = play(state, 1, {"type": "place_master", "building": None},
                    {"type": "plan_building", "card": None})
    state, _ = reveal(state)
    assert state["apprentices"][0][0]["building"] == mill and len(state["goods"][0][0]) == 5
    check(state)


def test_fixed_apprentices_option_forbids_moves():
    """Ruling 38 (option fixed_apprentices): apprentices cannot be moved."""
    state, _ = _keep_all(game(2, seed=17, options={"fixed_apprentices": True}))
    mill = build_for(state, 0, first("mill", state))
    state["apprentices"][0] = [{"card": state["display"][0]["card"], "side": "a", "building": 0}]
    state["display"] = state["display"][1:]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, {"type": "move_apprentice", "apprentice": state["apprentices"][0][0]["card"],
                               "to": mill})
    assert err.value.code == "apprentices_cannot_move"
