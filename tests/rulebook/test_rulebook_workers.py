"""Rulebook: placing workers, ousting, the Canteen, the Bank, Money and Order spaces, lock tiles."""
import pytest

from shared import engine

from glueckauf_table import (GEORGE, LUCY, MIKE, RED, RULES, game, give_orders, play, take_card,
                             turn_to)


def _ousting_table() -> dict:
    """4 players; the 4-Mark space is empty, 1 red worker on 5 Marks, 2 of Mike's on 6 Marks."""
    state = turn_to(game(4), MIKE)
    for space in ("money_4", "money_5", "money_6"):
        assert sum(state["occupancy"][space]) == 0
    state["occupancy"]["money_5"][RED] = 1
    state["occupancy"]["money_6"][MIKE] = 2
    state["seats"][RED]["workers"] -= 1
    state["seats"][MIKE]["workers"] -= 2
    return state


@pytest.mark.parametrize("space, placed, ousted, marks", [
    ("money_4", 1, [0, 0, 0, 0], 4),
    ("money_5", 2, [0, 0, 0, 1], 5),
    ("money_6", 3, [0, 0, 2, 0], 6),
])
def test_ousting_example_4_5_6_marks(space, placed, ousted, marks):
    """If Mike chooses the "4 Mark" Worker space, he must place 1 of his Workers onto it.
    If he chooses the "5 Mark" Worker space, he must first remove the red Worker from there and put
    it on the Canteen. Then he must place 2 Workers onto the Worker space. If he chooses the "6 Mark"
    Worker space, he must first remove his 2 Workers from there and put them on the Canteen. Then he
    must place 3 Workers onto the Worker space.
    """
    state = _ousting_table()
    before = state["seats"][MIKE]
    state2, events = play(state, MIKE, {"type": "place", "space": space})
    mike = state2["seats"][MIKE]
    assert state2["occupancy"][space] == [0, 0, placed, 0]
    assert mike["workers"] == before["workers"] - placed
    assert [s["canteen"] for s in state2["seats"]] == ousted
    assert mike["marks"] == before["marks"] + marks
    placed_event = events[0]
    assert placed_event["type"] == "WorkersPlaced"
    assert (placed_event["workers"], placed_event["ousted"]) == (placed, ousted)
    assert state2["active"] == [RED]       # the next player clockwise


def test_ousting_needs_one_more_worker_than_the_space_holds():
    """If you ... do not have enough Workers to oust the previous ones, you must select a different
    Worker space."""
    state = _ousting_table()
    state["seats"][MIKE]["workers"] = 2        # 6 Marks holds 2: Mike would need 3
    with pytest.raises(engine.IllegalAction) as err:
        RULES.apply(state, MIKE, {"type": "place", "space": "money_6"})
    assert "3" in err.value.code
    assert {"type": "place", "space": "money_6"} not in RULES.legal_actions(state, MIKE)
    assert {"type": "place", "space": "money_5"} in RULES.legal_actions(state, MIKE)


def test_canteen_workers_stay_there_until_the_shift_ends():
    """The Canteen is just a holding area for used Workers. It can hold any number of Workers."""
    state = _ousting_table()
    state, _ = play(state, MIKE, {"type": "place", "space": "money_5"})     # red -> Canteen
    state, _ = play(state, RED, {"type": "place", "space": "money_5"})      # Mike's 2 -> Canteen
    assert state["seats"][RED]["canteen"] == 1 and state["seats"][MIKE]["canteen"] == 2
    assert state["occupancy"]["money_5"] == [0, 0, 0, 3]


def test_bank_one_worker_one_mark_never_ousts():
    """If you cannot or do not want to select a Worker space, you must place exactly 1 of your
    Workers from your supply onto the Bank instead. For this you receive exactly 1 Mark. Like the
    Canteen, the Bank can hold any number of Workers (of all colors)."""
    state = turn_to(game(3), GEORGE)
    start = [dict(workers=s["workers"], marks=s["marks"]) for s in state["seats"]]
    bank = {"type": "place", "space": "bank"}
    for seat in (GEORGE, LUCY, MIKE, GEORGE):
        assert bank in RULES.legal_actions(state, seat)
        state, events = play(state, seat, bank)
        assert events[0]["workers"] == 1 and events[0]["ousted"] == []
    assert [s["bank"] for s in state["seats"]] == [2, 1, 1]
    assert [s["canteen"] for s in state["seats"]] == [0, 0, 0]
    assert [s["workers"] for s in state["seats"]] == [start[0]["workers"] - 2] + [
        start[i]["workers"] - 1 for i in (1, 2)]
    assert [s["marks"] for s in state["seats"]] == [start[0]["marks"] + 2] + [
        start[i]["marks"] + 1 for i in (1, 2)]


def test_money_example_five_marks():
    """For placing his Worker onto the "5 Mark" Worker space, Mike immediately receives 5 Marks."""
    state = turn_to(game(3), MIKE)
    marks = state["seats"][MIKE]["marks"]
    state, events = play(state, MIKE, {"type": "place", "space": "money_5"})
    assert state["seats"][MIKE]["marks"] == marks + 5
    assert {"type": "MarksGained", "seat": MIKE, "marks": 5} in events


def test_order_space_example_engine_card():
    """By placing his Worker onto this "Order" Worker space, Mike acquires the Engine Order card below
    the space. He takes the card and immediately places it in his Outstanding Orders area to the right
    of his Pit. Afterwards, he fills the now empty Order space on the Game board with the top Order
    card of the stack."""
    state = turn_to(game(3), MIKE)
    give_orders(state, MIKE, [])
    take_card(state, 44)
    state["order_deck"].insert(0, state["order_spaces"]["order_3"])
    state["order_known"].insert(0, 0)
    state["order_spaces"]["order_3"] = 44                    # the Engine order (10 VP)
    top = state["order_deck"][-1]                            # the top of the stack is the list's end
    state, events = play(state, MIKE, {"type": "place", "space": "order_3"})
    assert [o["card"] for o in state["seats"][MIKE]["outstanding"]] == [44]
    assert state["seats"][MIKE]["outstanding"][0]["spots"] == [[], [], [], []]
    assert state["order_spaces"]["order_3"] == top
    assert {"type": "OrderTaken", "seat": MIKE, "space": "order_3", "order": 44} in events


def test_a_space_whose_action_cannot_be_performed_cannot_be_chosen():
    """You may only choose a space if you are able to perform that space's action. (You are only
    allowed to choose a "Delivery" worker space if you can deliver at least 1 completed Order of that
    vehicle.)"""
    state = turn_to(game(3), MIKE)
    give_orders(state, MIKE, [31])                            # a carriage order, not complete
    state["seats"][MIKE]["marks"] = 5
    tile_space = next(s for s, t in state["factory"].items() if t is not None)
    state["factory"][tile_space] = 16                         # 2 black lorries: 8 Marks
    for space, code in (("delivery_carriage", "no_complete_order"), (tile_space, "cannot_afford_tile")):
        with pytest.raises(engine.IllegalAction) as err:
            RULES.apply(state, MIKE, {"type": "place", "space": space})
        assert err.value.code == code
        assert {"type": "place", "space": space} not in RULES.legal_actions(state, MIKE)


def test_a_player_without_workers_is_skipped():
    """As soon as you have run out of Workers in your Worker supply, your turn is skipped for the
    rest of the Shift."""
    state = turn_to(game(3), MIKE)
    state["seats"][GEORGE]["canteen"] = state["seats"][GEORGE]["workers"]
    state["seats"][GEORGE]["workers"] = 0
    state, _ = play(state, MIKE, {"type": "place", "space": "bank"})
    assert state["active"] == [LUCY]


@pytest.mark.parametrize("players, covered", [(2, 7), (3, 3), (4, 0)])
def test_lock_tiles_by_player_count(players, covered):
    """in a 2-player game: cover the four spaces marked "2" AND the three spaces marked "2+3";
    in a 3-player game: cover the three spaces marked "2+3"; in a 4-player game: no spaces are
    covered."""
    from shared.games.glueckauf.data import DATA
    board = DATA["board"]
    spaces = {s["id"]: s.get("lock") for kind in ("factory", "mining", "delivery", "money", "order")
              for s in board[kind]}
    marked = {"2": 4, "2+3": 3}
    assert {m: sum(1 for lock in spaces.values() if lock == m) for m in marked} == marked
    locked = {2: {"2", "2+3"}, 3: {"2+3"}, 4: set()}[players]
    state = game(players)
    assert len(spaces) - len(state["occupancy"]) == covered
    assert set(state["occupancy"]) == {s for s, lock in spaces.items() if lock not in locked}
    for space, lock in spaces.items():
        if lock in locked:
            with pytest.raises(engine.IllegalAction):
                RULES.apply(state, state["active"][0], {"type": "place", "space": space})
            assert all(a.get("space") != space for a in RULES.legal_actions(state, state["active"][0]))
    assert sum(1 for t in state["factory"].values() if t is not None) == sum(
        1 for s in state["occupancy"] if s.startswith("factory_") and s != "factory_draw")


def test_exhausted_stacks_leave_spaces_empty():
    """If the stack of Tunnel tiles or the stack of Order cards should run out, the respective spaces
    are simply not refilled and stay empty."""
    state = turn_to(game(3), MIKE)
    state["tile_stack"], state["tile_known"] = [], []
    state["order_deck"], state["order_known"] = [], []
    state["seats"][MIKE]["marks"] = 50
    for space in ("factory_draw", "order_draw"):
        assert {"type": "place", "space": space} not in RULES.legal_actions(state, MIKE)
        with pytest.raises(engine.IllegalAction):
            RULES.apply(state, MIKE, {"type": "place", "space": space})
    state, _ = play(state, MIKE, {"type": "place", "space": "factory_1"})
    state = turn_to(state, MIKE)
    state, _ = play(state, MIKE, {"type": "place", "space": "order_2"})
    assert state["factory"]["factory_1"] is None and state["order_spaces"]["order_2"] is None
    legal = RULES.legal_actions(turn_to(state, GEORGE), GEORGE)
    assert {"type": "place", "space": "factory_1"} not in legal
    assert {"type": "place", "space": "order_2"} not in legal
