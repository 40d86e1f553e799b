"""Rulebook: the order draft, delivering orders, and the draw-5 Order space."""
import pytest

from shared import engine

from glueckauf_table import (GEORGE, LUCY, MIKE, RULES, assert_coal_conserved, game, give_orders,
                             play, take_card, turn_to)

CARRIAGE_9, CARRIAGE_10 = 31, 32        # black+black (9 VP); yellow+brown+gray+black (10 VP)
CARRIAGE_12 = 33                        # black x3 (12 VP), left incomplete
BARROW_GRAY = 4                         # a complete barrow order: not a carriage


def test_carriage_delivery_example_19_vp():
    """By placing his Worker onto the "Delivery" Worker space with the Carriage, Mike must deliver all
    his completed Carriage Order cards. This applies to his Order giving 9 VPs as well as to the one
    giving 10 VPs. First, he gains the VPs on the Score track (a total of 19). Then he returns the Coal
    cubes on these Order cards to the general Coal cube supply. Finally he places these Order cards
    face down in front of him."""
    state = turn_to(game(3), MIKE)
    give_orders(state, MIKE, [CARRIAGE_9, CARRIAGE_10, BARROW_GRAY], filled=True)
    take_card(state, CARRIAGE_12)                            # a third carriage order, incomplete
    state["seats"][MIKE]["outstanding"].append({"card": CARRIAGE_12, "spots": [["black"], [], []]})
    state["supply"]["black"] -= 1
    supply, vp = dict(state["supply"]), state["seats"][MIKE]["vp"]
    state, events = play(state, MIKE, {"type": "place", "space": "delivery_carriage"})
    mike = state["seats"][MIKE]
    assert mike["vp"] == vp + 19
    assert state["supply"] == {"yellow": supply["yellow"] + 1, "brown": supply["brown"] + 1,
                               "gray": supply["gray"] + 1, "black": supply["black"] + 3}
    assert mike["delivered"] == [CARRIAGE_9, CARRIAGE_10]
    assert [o["card"] for o in mike["outstanding"]] == [BARROW_GRAY, CARRIAGE_12]
    assert {"type": "OrdersDelivered", "seat": MIKE, "vehicle": "carriage",
            "orders": [CARRIAGE_9, CARRIAGE_10], "vp": 19} in events
    assert RULES.scores(state)["seats"][MIKE]["deliveries"] == 19
    assert_coal_conserved(state)


@pytest.mark.parametrize("players, start, first_round", [
    (4, 1, [0, 3, 2, 1]), (4, 0, [3, 2, 1, 0]), (3, 2, [1, 0, 2]), (2, 0, [1, 0]), (2, 1, [0, 1])])
def test_order_draft_counter_clockwise_from_the_right_hand_neighbour(players, start, first_round):
    """Starting with the right-hand neighbor of the Starting Player and then going counter-clockwise,
    each player takes 1 Order card from among the cards displayed. Repeat this until each player has
    3 Orders cards. Place the remaining card that has not been taken by any player onto 1 of the 4
    Order spaces on the Game board. Finally, fill each of the other 3 Order spaces with an Order card
    from the stack. (In a 2-player game, leave the leftmost Order space empty.)"""
    state = RULES.setup({"starting_player": start}, players, 3)
    display = list(state["draft"]["display"])
    assert len(display) == {2: 7, 3: 10, 4: 13}[players]
    seen, taken = [], {s: [] for s in range(players)}
    while state["phase"] == "draft":
        (seat,) = RULES.active_seats(state)
        card = state["draft"]["display"][-1]                 # any card on display may be taken
        seen.append(seat)
        taken[seat].append(card)
        state, _ = play(state, seat, {"type": "draft", "card": card})
    assert seen == first_round * 3
    for seat in range(players):
        assert [o["card"] for o in state["seats"][seat]["outstanding"]] == taken[seat]
    (leftover,) = [c for c in display if all(c not in t for t in taken.values())]
    leftmost = "order_2" if players == 2 else "order_1"
    assert "order_1" not in state["order_spaces"] or players > 2
    assert state["order_spaces"][leftmost] == leftover
    assert all(card is not None for card in state["order_spaces"].values())
    assert state["phase"] == "work" and state["active"] == [start]


def test_draft_takes_only_displayed_cards_in_turn():
    """each player takes 1 Order card from among the cards displayed."""
    state = RULES.setup({"starting_player": 0}, 3, 3)
    (seat,) = RULES.active_seats(state)
    missing = next(c for c in range(1, 45) if c not in state["draft"]["display"])
    with pytest.raises(engine.IllegalAction):
        RULES.apply(state, seat, {"type": "draft", "card": missing})
    with pytest.raises(engine.IllegalAction):
        RULES.apply(state, (seat + 1) % 3, {"type": "draft", "card": state["draft"]["display"][0]})


def test_draw_five_orders_keep_one_return_rest_on_top_in_chosen_order():
    """take the top 5 Order cards from the face-down stack. Secretly choose 1 Order card from among
    those 5 and place it face up in your Outstanding Order area. Then return the remaining 4 cards
    face down in the order of your choice EITHER to the top OR to the bottom of the stack."""
    state = turn_to(game(3), MIKE)
    outstanding = [o["card"] for o in state["seats"][MIKE]["outstanding"]]
    state, events = play(state, MIKE, {"type": "place", "space": "order_draw"})
    drawn = state["pending"]["drawn"]
    assert len(drawn) == 5 and events[-1]["count"] == 5
    assert RULES.view(state, GEORGE)["pending"]["drawn"] == [None] * 5       # secret to others
    assert RULES.view(state, MIKE)["pending"]["drawn"] == drawn
    kept, rest = drawn[1], [drawn[4], drawn[0], drawn[3], drawn[2]]
    state, _ = play(state, MIKE, {"type": "keep_order", "card": kept},
                    {"type": "return_orders", "to": "top", "order": rest})
    assert [o["card"] for o in state["seats"][MIKE]["outstanding"]] == outstanding + [kept]
    assert state["active"] == [GEORGE]
    # The next player to draw five gets the returned cards back in the chosen order, top first.
    state = turn_to(state, LUCY)
    state, _ = play(state, LUCY, {"type": "place", "space": "order_draw"})
    assert state["pending"]["drawn"][:4] == rest
    assert RULES.view(state, MIKE)["pending"]["drawn"] == [None] * 5


def test_draw_five_orders_keeping_none_to_the_bottom():
    """(You are allowed to return all 5 cards to the top or bottom of the stack and thus not gain an
    Order at all - this still counts as a complete action.)"""
    state = turn_to(game(3), MIKE)
    outstanding = [o["card"] for o in state["seats"][MIKE]["outstanding"]]
    deck = list(state["order_deck"])
    state, _ = play(state, MIKE, {"type": "place", "space": "order_draw"})
    drawn = state["pending"]["drawn"]
    state, _ = play(state, MIKE, {"type": "keep_order", "card": None},
                    {"type": "return_orders", "to": "bottom", "order": drawn})
    assert [o["card"] for o in state["seats"][MIKE]["outstanding"]] == outstanding
    assert state["order_deck"] == list(reversed(drawn)) + deck[:-5]   # the list's start is the bottom
    assert state["active"] == [GEORGE] and state["occupancy"]["order_draw"][MIKE] == 1
