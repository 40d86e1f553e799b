"""Glück Auf bots and the coal shortage: every level may leave a short lorry empty, and picks sensibly."""
import pytest

from shared import engine
from shared.games.glueckauf.bots import LEVELS, choose
from shared.games.glueckauf.bots.policy import fast_macro, macros

RULES = engine.get("glueckauf")
LEAVE_EMPTY = {"type": "substitute_coal", "colour": None}
TWO_GRAY_LIGHT = 14       # tile type: gray level, 2 lorries (6 Marks)
BROWN_SPOT_CARDS = (2, 14)   # order cards with a single brown spot


def _shortage(shift: int = 1, seat: int = 0) -> dict:
    """3 players; `seat` has just bought the 2-gray-lorry tile while no gray cube is left in the supply."""
    state = RULES.setup({"starting_player": 0}, 3, 7)
    while state["phase"] == "draft":
        (actor,) = RULES.active_seats(state)
        RULES.apply_in_place(state, actor, RULES.legal_actions(state, actor)[0])
    state["shift"], state["active"] = shift, [seat]
    state["factory"]["factory_1"] = TWO_GRAY_LIGHT
    keeper = state["seats"][(seat + 1) % 3]          # the gray cubes go to another seat's storage
    keeper["storage"]["gray"] += state["supply"]["gray"]
    state["supply"]["gray"] = 0
    RULES.apply_in_place(state, seat, {"type": "place", "space": "factory_1"})
    assert state["pending"]["kind"] == "substitute_coal"
    return state


def _no_orders(state: dict, seat: int) -> None:
    """The seat wants no colour: its outstanding orders go back under the deck."""
    me = state["seats"][seat]
    for order in me["outstanding"]:
        state["order_deck"].insert(0, order["card"])
        state["order_known"].insert(0, 0)
    me["outstanding"] = []


def test_leaving_the_lorry_empty_is_an_option_of_every_searching_level():
    state = _shortage()
    options = [actions for _, actions in macros(state, 0)]
    assert [LEAVE_EMPTY] in options and len(options) == 4        # no cube, yellow, brown, black


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_a_shortage_with_a_legal_choice(level):
    state = _shortage()
    answer = choose(RULES.view(state, 0), 0, level, budget_s=0.02, seed=3)
    assert answer["actions"][0]["type"] == "substitute_coal"
    RULES.apply_batch(state, 0, answer["actions"])


def test_the_random_bot_sometimes_leaves_the_lorry_empty():
    state = _shortage()
    picks = {choose(RULES.view(state, 0), 0, "random", seed=s)["actions"][0]["colour"] for s in range(40)}
    assert None in picks and len(picks) == 4


def test_the_rollout_policy_takes_a_colour_an_order_wants():
    state = _shortage(shift=3)
    _no_orders(state, 0)
    card = next(c for c in BROWN_SPOT_CARDS if c in state["order_deck"])
    index = state["order_deck"].index(card)
    del state["order_deck"][index], state["order_known"][index]
    state["seats"][0]["outstanding"] = [{"card": card, "spots": [[]]}]
    assert fast_macro(state, 0, None) == [{"type": "substitute_coal", "colour": "brown"}]


@pytest.mark.parametrize("shift", [1, 3])
def test_the_rollout_policy_leaves_it_empty_when_that_takes_the_empty_lorry_lead(shift):
    state = _shortage(shift)
    _no_orders(state, 0)
    assert fast_macro(state, 0, None) == [LEAVE_EMPTY]       # 0 empty gray lorries each: it takes the lead
    RULES.apply_in_place(state, 0, LEAVE_EMPTY)
    assert fast_macro(state, 0, None)[0]["colour"] is not None      # already ahead: the cube is worth more


def test_the_rollout_policy_keeps_the_cube_when_an_empty_lorry_wins_nothing():
    state = _shortage(shift=3)
    _no_orders(state, 0)
    state["seats"][1]["pit"]["gray"]["lorries"] += 3        # seat 1 leads with 3 empty gray lorries
    assert fast_macro(state, 0, None)[0]["colour"] is not None
