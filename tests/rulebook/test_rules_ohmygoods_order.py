"""Oh My Goods!: the order of a round (rulings 1, 4, 5), copies of a building (9), a contested
apprentice (30) and a new apprentice's first round (31)."""
from shared.games.ohmygoods.data import CARDS, apprentice
from tests.rulebook.ohmygoods_table import (RULES, build_for, check, first, game, play, production_turn,
                                            reveal, set_goods, take)


def _to_production(state):
    for seat in sorted(RULES.active_seats(state)):
        state, _ = play(state, seat, {"type": "keep_hand"})
    state, _ = reveal(state)
    for seat in sorted(RULES.active_seats(state)):
        state, _ = play(state, seat, {"type": "place_master", "building": None},
                        {"type": "plan_building", "card": None})
    return reveal(state)


def test_phase_iv_turns_go_clockwise_from_the_active_player_who_then_passes_on():
    """Rulings 1, 4, 5: turns from the active player clockwise; the market is discarded; the next
    seat clockwise is the new active player."""
    state = game(3, seed=31)
    lead = state["lead"]
    state, _ = _to_production(state)
    market = state["market"][0] + state["market"][1]
    order = []
    while state["phase"] == "production":
        (seat,) = RULES.active_seats(state)
        order.append(seat)
        state, _ = play(state, seat, {"type": "end_production"})
        if state["pending"]:
            state, _ = play(state, seat, {"type": "finish_turn"})
    assert order == [(lead + i) % 3 for i in range(3)]
    assert state["lead"] == (lead + 1) % 3 and state["round"] == 2
    assert set(market) <= set(state["discard"]) and state["market"] == [[], []]
    check(state)


def test_a_seat_may_own_several_copies_of_one_building_type():
    """Ruling 9: each copy is a separate building."""
    state = game(2, seed=32)
    first_mill = build_for(state, 0, first("mill", state))
    second = next(c for c in state["deck"] if CARDS[c]["type"] == "mill" and CARDS[c]["cost"] <= 7)
    state["planned"][0] = take(state, second)
    state = production_turn(state, 0)
    state, _ = play(state, 0, {"type": "end_production"}, {"type": "build", "payment": [0] * 7})
    assert [CARDS[c]["type"] for c in state["built"][0]].count("mill") == 2 and first_mill == 1


def _hire_table(seed):
    state = game(2, seed=seed)
    offer = state["display"][0]
    side = apprentice(offer["card"], offer["side"])
    for seat in (0, 1):
        for colour, n in side["requires"].items():
            for _ in range(n):
                build_for(state, seat, next(c for c in state["deck"] if CARDS[c]["resource"] == colour))
        set_goods(state, seat, 0, side["cost"])
    return state, offer, side


def test_a_contested_apprentice_goes_to_the_earlier_seat_and_the_display_is_not_refilled():
    """Ruling 30: hires happen in turn order; a hired apprentice leaves the display."""
    state, offer, side = _hire_table(33)
    state = production_turn(state, 0)
    state["steps"] = [{"do": "turn", "seat": 1}, {"do": "end_round"}]
    hire = {"type": "hire", "apprentice": offer["card"], "payment": [0] * side["cost"]}
    state, _ = play(state, 0, {"type": "end_production"}, hire)
    spot = RULES.legal_actions(state, 0)[0]
    state, _ = play(state, 0, spot)
    assert RULES.active_seats(state) == {1} and offer not in state["display"]
    state, _ = play(state, 1, {"type": "end_production"})
    assert hire not in RULES.legal_actions(state, 1)


def test_a_new_apprentice_first_works_next_round():
    """Ruling 31: hired after the production step, it produces from the next round on."""
    state, offer, side = _hire_table(34)
    state = production_turn(state, 0)
    state, _ = play(state, 0, {"type": "end_production"},
                    {"type": "hire", "apprentice": offer["card"], "payment": [0] * side["cost"]},
                    {"type": "place_apprentice", "building": 0})
    assert state["phase"] != "production" or 0 not in RULES.active_seats(state)
    assert state["apprentices"][0][0]["building"] == 0
