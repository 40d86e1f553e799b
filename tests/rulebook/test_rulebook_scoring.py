"""Rulebook: shift scoring on the shift clock (a system action), the next starting player, game end."""
import pytest

from shared import engine
from shared.games.glueckauf.shift import next_start_player

from glueckauf_table import (GEORGE, LUCY, MIKE, RULES, end_work_phase, game, give_delivered,
                             give_orders, play, set_level)

SCORE = {"type": "score_shift"}
GRAY_GRAY_BARROW, CARRIAGE_9, CARRIAGE_10 = 8, 31, 32
BROWN3_BARROW, GRAY3_BARROW, GRAY_BARROW = 7, 10, 4
YELLOW_CARRIAGE, BROWN_CARRIAGE = 23, 25


def _awards(events: list) -> dict:
    """Element number -> (counts, awards) from the ShiftScored event."""
    (scored,) = [e for e in events if e["type"] == "ShiftScored"]
    return {r["element"]: (r["counts"], r["awards"]) for r in scored["elements"]}


def _majority_table(shift: int = 2) -> dict:
    """George, Lucy and Mike's delivered orders of the rulebook's majority examples."""
    state = game(3, start=GEORGE)
    give_delivered(state, GEORGE, [BROWN3_BARROW, YELLOW_CARRIAGE])     # barrow 3 spots, carriage 1
    give_delivered(state, LUCY, [GRAY3_BARROW, BROWN_CARRIAGE])         # barrow 3 spots, carriage 1
    give_delivered(state, MIKE, [GRAY_GRAY_BARROW, CARRIAGE_9, CARRIAGE_10])
    state["shift"] = shift
    return end_work_phase(state)


def test_spot_counting_examples():
    """Mike has a total of 3 gray, 3 black, 1 yellow, and 1 brown Order spot on his delivered Orders.
    Mike has a total of 2 Order spots on Barrow Order cards and a total of 6 Order spots on Carriage
    Order cards."""
    state, events = play(_majority_table(), None, SCORE)
    counts = {element: c[MIKE] for element, (c, _) in _awards(events).items()}
    assert counts == {1: 1, 2: 1, 3: 3, 4: 3, 5: 2, 6: 6, 7: 0, 8: 0}


def test_majority_example_barrows_and_carriages():
    """George and Lucy both have a total of 3 Order spots on Barrow Order cards. They are tied for
    first place and both receive 6 VPs for this. Mike does not receive any VPs for his Barrow Order
    card with 2 Order spots. On Carriage Order cards, however, Mike has a total of 6 Order spots. He
    gets 7 VPs for having the majority, while George and Lucy are tied for second place with 1 Order
    spot each. They both receive 3 VPs for this. Since no player has Motorcar or Engine Order cards,
    nobody receives VPs for these elements."""
    state = _majority_table()
    vp = [s["vp"] for s in state["seats"]]
    state, events = play(state, None, SCORE)
    awards = _awards(events)
    assert awards[5] == ([3, 3, 2], [6, 6, 0])
    assert awards[6] == ([1, 1, 6], [3, 3, 7])
    assert awards[7] == ([0, 0, 0], [0, 0, 0])
    assert awards[8] == ([0, 0, 0], [0, 0, 0])
    # The coal elements of the same table: a tie for first voids second; a tie for second shares it.
    assert awards[1] == ([1, 0, 1], [2, 0, 2])
    assert awards[2] == ([3, 1, 1], [3, 1, 1])
    assert awards[3] == ([0, 3, 3], [0, 4, 4])
    assert awards[4] == ([0, 0, 3], [0, 0, 5])
    assert [s["vp"] - v for s, v in zip(state["seats"], vp)] == [14, 14, 19]
    breakdown = RULES.scores(state)["seats"][MIKE]["shift_clock"]
    assert (breakdown["5"], breakdown["6"], breakdown["7"]) == (0, 7, 0)


@pytest.mark.parametrize("shift, elements", [(1, 4), (2, 8), (3, 12)])
def test_shift_scores_4_8_12_elements(shift, elements):
    """After the first Shift, only the first 4 elements of the Shift Clock are scored. After the
    second Shift, the first 8 elements are scored. After the third shift, all 12 elements."""
    state, events = play(_majority_table(shift), None, SCORE)
    assert sorted(_awards(events)) == list(range(1, elements + 1))
    assert state["phase"] == ("ended" if shift == 3 else "work")


def test_empty_lorry_example():
    """Mike has 3 empty gray Lorries and 4 empty black Lorries in his Pit."""
    state = game(3, start=GEORGE)
    set_level(state, MIKE, "gray", 3, {})
    set_level(state, MIKE, "black", 4, {})
    set_level(state, GEORGE, "gray", 2, {"gray": 1})                    # 1 empty gray lorry
    state["shift"] = 3
    state, events = play(end_work_phase(state), None, SCORE)
    awards = _awards(events)
    assert awards[9] == ([0, 0, 0], [0, 0, 0]) and awards[10] == ([0, 0, 0], [0, 0, 0])
    assert awards[11] == ([1, 0, 3], [6, 0, 12])
    assert awards[12] == ([0, 0, 4], [0, 0, 13])


def test_two_player_game_has_no_second_place():
    """Special rule in a 2-player game: There is no VP reward for second place when scoring any
    element. Only the VP reward for first place is awarded."""
    state = game(2)
    give_delivered(state, 0, [GRAY3_BARROW])
    give_delivered(state, 1, [GRAY_BARROW])
    state, events = play(end_work_phase(state), None, SCORE)
    assert _awards(events)[3] == ([3, 1], [4, 0])
    three = game(3)                                            # the same counts with 3 players
    give_delivered(three, 0, [GRAY3_BARROW])
    give_delivered(three, 1, [GRAY_BARROW])
    three, events = play(end_work_phase(three), None, SCORE)
    assert _awards(events)[3] == ([3, 1, 0], [4, 2, 0])


def test_at_least_one_to_score():
    """Of course, players can only score Victory Points for elements of which they have at least 1
    delivered Order."""
    state = game(4)
    give_delivered(state, 2, [GRAY_BARROW])
    state, events = play(end_work_phase(state), None, SCORE)
    awards = _awards(events)
    assert awards[3] == ([0, 0, 1, 0], [0, 0, 4, 0])           # zeros get no second place
    assert all(a == [0, 0, 0, 0] for e, (_, a) in awards.items() if e != 3)


def test_starting_player_example():
    """Mike has 5 Workers on the Worker spaces of the Lorry factory, Lucy has 4 Workers and George has
    2. Since Mike has the most, he gets the Starting Player marker."""
    state = game(3, start=GEORGE)
    for space, seat, workers in (("factory_1", MIKE, 3), ("factory_2", MIKE, 2), ("factory_3", LUCY, 4),
                                 ("factory_draw", GEORGE, 2)):
        state["occupancy"][space][seat] = workers
        state["seats"][seat]["workers"] -= workers
    state, events = play(end_work_phase(state), None, SCORE)
    assert {"type": "ShiftStarted", "shift": 2, "start_player": MIKE} in events
    assert state["start_player"] == MIKE and state["active"] == [MIKE]
    assert state["phase"] == "work" and state["shift"] == 2
    assert [(s["workers"], s["canteen"], s["bank"]) for s in state["seats"]] == [(15, 0, 0)] * 3
    assert all(sum(o) == 0 for o in state["occupancy"].values())


@pytest.mark.parametrize("factory, previous, expected", [
    ([3, 0, 0, 3], 1, 3),       # tie: the tied player closest clockwise after the previous start
    ([0, 2, 2, 0], 1, 2),       # the previous starting player in the tie does not remain
    ([0, 2, 1, 0], 1, 1),       # the previous starting player alone with the most keeps it
    ([0, 0, 0, 0], 1, 2),       # nobody in the factory: everyone tied at 0, the next clockwise
    ([2, 0, 0, 2], 3, 0),
])
def test_next_starting_player_ties(factory, previous, expected):
    """In the case of a tie, give the Starting Player marker to the tied player that in clockwise
    direction is sitting closest to the Starting Player of the previous Shift. (If the Starting Player
    of the previous Shift participates in the tie, he does not remain the Starting Player.)"""
    state = game(4, start=previous)
    spaces = ["factory_1", "factory_2", "factory_3", "factory_draw"]
    for seat, workers in enumerate(factory):
        state["occupancy"][spaces[seat]][seat] = workers
    state, events = play(end_work_phase(state), None, SCORE)
    assert state["start_player"] == expected and state["active"] == [expected]
    staged = game(4, start=previous)
    for seat, workers in enumerate(factory):
        staged["occupancy"][spaces[seat]][seat] = workers
    assert next_start_player(staged) == expected


def test_score_shift_is_a_system_action_only():
    """(contract) the game waits in shift_scoring until the system scores it."""
    state = end_work_phase(game(3))
    assert RULES.legal_actions(state, None) == [SCORE]
    assert RULES.legal_actions(state, MIKE) == []
    with pytest.raises(engine.IllegalAction):
        RULES.apply(state, MIKE, SCORE)
    with pytest.raises(engine.IllegalAction):
        RULES.apply(game(3), None, SCORE)


def _mike_end_game_table() -> dict:
    """Mike: 7 Marks; 4 cubes (lorry, cage, storage, order); 1 outstanding order; 7 light / 4 dark."""
    state = game(3, start=GEORGE)
    mike = state["seats"][MIKE]
    mike["marks"] = 7
    mike["tiles"] = [9, 11, 13, 15, 9, 11, 13] + [1, 3, 5, 7]          # 1-lorry tiles
    mike["light"], mike["dark"] = 7, 4
    for level, lorries in (("yellow", 4), ("brown", 4), ("gray", 4), ("black", 3)):
        set_level(state, MIKE, level, lorries, {"black": 1} if level == "black" else {})
    give_orders(state, MIKE, [30])                                       # carriage gray + gray
    for place, colour in ((mike["cage"], "yellow"), (mike["storage"], "brown")):
        place[colour] += 1
        state["supply"][colour] -= 1
    mike["outstanding"][0]["spots"][0].append("gray")
    state["supply"]["gray"] -= 1
    state["shift"] = 3
    return end_work_phase(state)


def test_end_game_example():
    """Mike has 7 Marks left: +1 VP. He has 4 Coal cubes left (1 on a Lorry, 1 on the Pit cage, 1 in
    his Private Coal storage, 1 on an Order): +1 VP. He has 1 Order card in his Outstanding Order
    area: -1 VP. He has a Tunnel imbalance of 3 Tunnel tiles (7 on the "Light" side - 4 on the "Dark"
    side): -6 VPs."""
    state = _mike_end_game_table()
    vp = state["seats"][MIKE]["vp"]
    state, events = play(state, None, SCORE)
    shift_vp = sum(a[MIKE] for _, a in _awards(events).values())
    assert state["final"][MIKE] == {"marks": 1, "coal": 1, "outstanding_orders": -1,
                                    "tunnel_imbalance": -6}
    assert state["seats"][MIKE]["marks"] == 2                 # kept as the tie-breaker
    assert state["seats"][MIKE]["vp"] == vp + shift_vp + 1 + 1 - 1 - 6
    assert RULES.is_over(state) and RULES.scores(state)["seats"][MIKE]["end_game"] == state["final"][MIKE]
    assert RULES.legal_actions(state, None) == [] and RULES.outcome(state) is not None


def test_tie_break_most_marks_then_shared():
    """The player with the most Victory Points in total wins. In the case of a tie, the tied player
    with the most Marks left wins. If there is still a tie, the victory is shared."""
    state = game(3)
    state["shift"] = 3
    for seat, (vp, marks) in enumerate([(10, 9), (11, 4), (11, 3)]):   # all end on 9 VP
        state["seats"][seat]["vp"], state["seats"][seat]["marks"] = vp, marks
    state, _ = play(end_work_phase(state), None, SCORE)
    result = RULES.outcome(state)
    assert [(r["seat"], r["place"], r["vp"], r["marks"]) for r in result["ranking"]] == [
        (0, 1, 9, 4), (1, 1, 9, 4), (2, 3, 9, 3)]
    assert result["winners"] == [0, 1]


def test_three_shifts_of_real_play_then_the_game_ends():
    """Glück Auf is played over a total of 3 rounds (Shifts). The Shift ends when the Workers of all
    players have been placed onto the Game board. After the first and second Shift, all Workers return
    to their owners. After the third Shift, the game ends."""
    state = game(4, start=0)
    scored, starts = [], []
    while not RULES.is_over(state):
        if RULES.awaiting_system(state):
            state, events = play(state, None, SCORE)
            scored.append(len(_awards(events)))
            starts += [e["start_player"] for e in events if e["type"] == "ShiftStarted"]
            continue
        (seat,) = RULES.active_seats(state)
        state, _ = play(state, seat, {"type": "place", "space": "bank"})
    assert scored == [4, 8, 12] and starts == [1, 2]           # nobody in the factory: passes on
    # 8 + 3 x 13 = 47 Marks -> 9 VP (2 left); 4 cubes -> 1 VP; 3 outstanding orders -> -3 VP.
    assert [s["vp"] for s in state["seats"]] == [7] * 4
    assert [s["marks"] for s in state["seats"]] == [2] * 4
    assert RULES.outcome(state)["winners"] == [0, 1, 2, 3]
