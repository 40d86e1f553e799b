"""Goofspiel's rules (OpenSpiel's goofspiel; rulings in shared/games/goofspiel/RULINGS.md) and its bots."""
import pytest

from shared import bots, engine
from shared.engine import IllegalAction

RULES = engine.get("goofspiel")


def _bid_all(state, cards):
    for seat, card in enumerate(cards):
        state, _ = RULES.apply(state, seat, {"type": "bid", "card": card})
    return RULES.apply(state, None, RULES.system_action(state))


def test_the_single_highest_bid_takes_the_prize_and_every_bid_is_spent():
    """Each turn the top point card is revealed and players simultaneously play a bid card; the point
    card is given to the highest bidder."""
    state = RULES.setup({}, 3, 1)
    prize = state["prize"]
    state, events = _bid_all(state, [4, 9, 2])
    assert events[0] == {"type": "BidsRevealed", "round": 1, "prize": prize, "bids": [4, 9, 2],
                         "winner": 1, "timed_out": []}
    assert state["won"] == [[], [prize], []] and 9 not in state["hands"][1] and state["round"] == 2


def test_a_tie_for_the_highest_bid_discards_the_prize():
    """...or discarded if the bids are equal: a tie for highest discards it, even beside a unique lower bid."""
    state, events = _bid_all(RULES.setup({}, 3, 1), [7, 7, 2])
    assert events[0]["winner"] is None and state["won"] == [[], [], []]


def test_thirteen_rounds_then_the_most_prize_value_wins_and_ties_share_a_place():
    """After 13 rounds every prize is won or discarded; equal totals share first place."""
    state = RULES.setup({}, 2, 3)
    for card in range(1, 14):
        state, events = _bid_all(state, [card, card])               # every round tied: all discarded
    assert RULES.is_over(state) and events[-1]["type"] == "GameEnded"
    assert RULES.outcome(state) == {"ranking": [{"seat": 0, "place": 1, "vp": 0},
                                                {"seat": 1, "place": 1, "vp": 0}], "winners": [0, 1]}
    assert [r["round"] for r in RULES.rounds(state)] == list(range(1, 14))


def test_a_bid_must_be_a_card_in_hand():
    """A card already played, or not a card, is refused."""
    state, _ = _bid_all(RULES.setup({}, 2, 1), [5, 6])
    for card in (5, 14, True, "6"):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, 0, {"type": "bid", "card": card})
        assert err.value.code == "card_not_in_hand"


def test_the_bid_timer_makes_latecomers_bid_their_lowest_card_carried_in_the_action():
    """Option bid_timer_s: when it runs out, the seats that have not bid bid their lowest card."""
    state = RULES.setup({"bid_timer_s": 20}, 3, 1)
    assert RULES.timer(state) == {"id": 1, "delay_ms": 20_000}
    state, _ = RULES.apply(state, 1, {"type": "bid", "card": 13})
    action = RULES.system_action(state)
    assert action == {"type": "reveal", "defaults": {"0": 1, "2": 1}, "timer": 1}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, None, {**action, "defaults": {"0": 5, "2": 1}})
    assert err.value.code == "wrong_defaults"
    state, events = RULES.apply(state, None, action)
    assert events[0]["bids"] == [1, 13, 1] and events[0]["timed_out"] == [0, 2]
    assert RULES.timer(state) == {"id": 2, "delay_ms": 20_000}          # the next prize's timer


def test_the_last_bid_cancels_the_timer_and_the_reveal_comes_at_once():
    """With every bid in, nobody waits for the clock."""
    state = RULES.setup({"bid_timer_s": 5}, 2, 1)
    for seat in (0, 1):
        state, _ = RULES.apply(state, seat, {"type": "bid", "card": 3})
    assert RULES.timer(state) is None and RULES.system_action(state) == {"type": "reveal"}


def test_a_view_hides_the_prize_order_and_other_seats_bids():
    """Hands are public, the remaining prizes are known but not their order, a bid is sealed."""
    state, _ = RULES.apply(RULES.setup({}, 2, 1), 0, {"type": "bid", "card": 8})
    for seat in (0, 1, None):
        seen = RULES.view(state, seat)
        assert "rng" not in seen and seen["deck"] == sorted(state["deck"])
        assert seen["sealed"] == {"0": 8 if seat == 0 else None}
        assert seen["hands"] == state["hands"]


def test_the_greedy_bot_bids_the_card_closest_to_the_prize_from_its_view():
    """Greedy: the card closest to the prize's value, the lower one on a tie."""
    state = RULES.setup({}, 2, 1)
    state["prize"], state["hands"][1] = 7, [2, 6, 8, 13]
    move = bots.think("goofspiel", RULES.view(state, 1), 1, "greedy", 1)
    assert move["actions"] == [{"type": "bid", "card": 6}]
    with pytest.raises(ValueError):
        bots.think("goofspiel", RULES.view(state, 1), 1, "hard", 1)


def test_bots_play_a_seat_from_its_view_and_determinize_consistently():
    """Every level bids a legal card; a determinized view keeps what the seat knows."""
    state, _ = RULES.apply(RULES.setup({}, 3, 2), 0, {"type": "bid", "card": 4})
    for level in bots.levels("goofspiel"):
        actions, after, events = bots.play_turn(RULES, state, 2, level, 5, 10)
        assert len(actions) == 1 and 2 not in RULES.active_seats(after)
        assert [e["type"] for e in events] == ["ChoiceSealed"]
    sample = RULES.bots.determinize(RULES.view(state, 1), 1, 9)
    assert sorted(sample["deck"]) == sorted(state["deck"]) and sample["sealed"]["0"] in state["hands"][0]
    assert RULES.legal_actions(sample, 1) == RULES.legal_actions(state, 1)
