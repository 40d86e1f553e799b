"""Quartz's action cards (quartz.ru.txt «Описание карт», ruling 8): each card's effect, what makes it
playable, the choices it asks for, and played cards going to the discard pile."""
import pytest

from shared.engine import IllegalAction
from tests.rulebook.quartz_table import RULES, bag_only, cart, hand, play, table, types


def test_r08_roll_up_your_sleeves_returns_coal_at_once_and_keeps_any_of_the_rest():
    state = bag_only(hand(table(3), 0, ["roll_up_sleeves"]), ["coal", "quartz", "ruby"])
    state, events = play(state, 0, {"type": "play", "card": "roll_up_sleeves"})
    assert events[1] == {"type": "GemsDrawn", "seat": 0, "gems": ["coal", "quartz", "ruby"]}
    assert state["bag"]["coal"] == 1 and state["pending"] == {"kind": "keep", "seat": 0,
                                                              "drawn": ["quartz", "ruby"]}
    assert RULES.legal_actions(state, 0)[0] == {"type": "keep", "gems": ["quartz", "ruby"]}
    state, _ = play(state, 0, {"type": "keep", "gems": ["ruby"]})
    assert state["carts"][0] == ["ruby"] and state["bag"]["quartz"] == 1
    assert state["discard"][-1] == "roll_up_sleeves" and RULES.active_seats(state) == {1}


def test_r08_found_it_swaps_one_valuable_gem_and_never_coal():
    state = cart(hand(table(3), 0, ["found_it"]), 0, ["coal", "quartz"])
    state = bag_only(state, ["amber", "coal", "coal", "quartz", "amethyst", "emerald", "sapphire"])
    state, events = play(state, 0, {"type": "play", "card": "found_it"})
    assert len(events[1]["gems"]) == 7 and state["pending"]["kind"] == "swap"
    for bad in ({"give": "coal", "take": "amber"}, {"give": "quartz", "take": "coal"}):
        with pytest.raises(IllegalAction):
            RULES.apply(state, 0, {"type": "swap", **bad})
    state, _ = play(state, 0, {"type": "swap", "give": "quartz", "take": "amber"})
    assert state["carts"][0] == ["coal", "amber"]
    assert state["bag"] == {"coal": 2, "quartz": 2, "amethyst": 1, "emerald": 1, "sapphire": 1,
                            "ruby": 0, "amber": 0}


def test_r08_want_a_gem_swaps_two_valuable_gems_openly_without_a_window():
    state = cart(cart(hand(table(3), 0, ["want_a_gem"]), 0, ["quartz"]), 1, ["coal", "ruby"])
    plays = [a for a in RULES.legal_actions(state, 0) if a["type"] == "play"]
    assert plays == [{"type": "play", "card": "want_a_gem", "target": 1, "give": "quartz", "take": "ruby"}]
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, {**plays[0], "take": "coal"})
    state, events = play(state, 0, plays[0])
    assert state["carts"][:2] == [["ruby"], ["coal", "quartz"]] and "WindowOpened" not in types(events)


def test_r08_tremor_costs_every_other_dwarf_one_random_valuable_gem():
    state = cart(cart(cart(hand(table(4), 0, ["tremor"]), 1, ["ruby"]), 2, ["coal"]), 3, ["quartz", "amber"])
    state, events = play(state, 0, {"type": "play", "card": "tremor"})
    lost = [e for e in events if e["type"] == "GemLost"]
    assert [e["seat"] for e in lost] == [1, 3] and lost[0]["gem"] == "ruby"
    assert state["carts"][1] == [] and state["carts"][2] == ["coal"] and len(state["carts"][3]) == 1
    assert "WindowOpened" not in types(events) and RULES.active_seats(state) == {1}


def test_r08_what_gem_where_protects_a_gem_at_the_end_of_each_of_the_owners_turns():
    state = bag_only(cart(hand(table(3), 0, ["what_gem_where"]), 0, ["quartz", "ruby"]), ["amber"] * 9)
    hand(state, 1, ["is_that_yours"])
    state, _ = play(state, 0, {"type": "play", "card": "what_gem_where"})
    assert state["wgw"][0] == 1 and state["pending"] == {"kind": "protect", "seat": 0, "left": 1}
    assert RULES.legal_actions(state, 0) == [{"type": "protect", "gem": g} for g in (None, "quartz", "ruby")]
    state, _ = play(state, 0, {"type": "protect", "gem": "ruby"})
    assert state["protected"][0] == ["ruby"] and state["carts"][0] == ["quartz"]
    steals = [a for a in RULES.legal_actions(state, 1) if a.get("card") == "is_that_yours"]
    assert [a["gems"] for a in steals if a["target"] == 0] == [["quartz"]]     # the ruby is out of reach
    state, _ = play(state, 1, {"type": "mine"})
    state, _ = play(state, 2, {"type": "mine"})
    state, _ = play(state, 0, {"type": "mine"})                              # a later turn: offered again
    assert state["pending"] == {"kind": "protect", "seat": 0, "left": 1}


def _lend(bag: list):
    state = bag_only(hand(table(3), 0, ["lend_me_a_hand"]), bag)
    state, _ = play(state, 0, {"type": "play", "card": "lend_me_a_hand", "target": 1})
    assert RULES.window(state) == {"seats": [1], "answered": [], "actions": ["break_time"]}
    return play(state, 1, {"type": "pass"})


def test_r08_lend_me_a_hand_the_player_takes_a_valuable_gem_the_target_the_other_even_coal():
    state, _ = _lend(["coal", "ruby"])
    assert state["carts"][:2] == [["ruby"], ["coal"]] and RULES.active_seats(state) == {1}
    state, _ = _lend(["amber", "ruby"])
    assert state["pending"] == {"kind": "pick", "seat": 0, "drawn": ["ruby", "amber"], "target": 1}
    state, _ = play(state, 0, {"type": "pick", "gem": "amber"})
    assert state["carts"][:2] == [["amber"], ["ruby"]]
    state, _ = _lend(["coal", "coal"])
    assert state["carts"][:2] == [[], ["coal"]] and state["bag"]["coal"] == 1
    state, _ = _lend(["sapphire"])
    assert state["carts"][:2] == [["sapphire"], []]
    with pytest.raises(IllegalAction, match="bag_empty"):
        RULES.apply(bag_only(hand(table(3), 0, ["lend_me_a_hand"]), []), 0,
                    {"type": "play", "card": "lend_me_a_hand", "target": 1})


def test_r08_is_that_yours_takes_two_valuable_gems_of_the_players_choice():
    state = cart(cart(hand(table(3), 0, ["is_that_yours"]), 1, ["coal", "quartz", "ruby", "amber"]), 2, ["coal"])
    plays = [a for a in RULES.legal_actions(state, 0) if a["type"] == "play"]
    assert {a["target"] for a in plays} == {1} and len(plays) == 3            # never a cart of coal only
    state, _ = play(state, 0, {"type": "play", "card": "is_that_yours", "target": 1, "gems": ["ruby", "amber"]})
    assert RULES.window(state)["actions"] == ["stop_thief"]
    state, events = play(state, 1, {"type": "pass"})
    assert state["carts"][:2] == [["ruby", "amber"], ["coal", "quartz"]]
    one = cart(hand(table(3), 0, ["is_that_yours"]), 1, ["quartz"])
    with pytest.raises(IllegalAction, match="invalid_gems"):
        RULES.apply(one, 0, {"type": "play", "card": "is_that_yours", "target": 1, "gems": ["quartz", "quartz"]})


def test_r08_thats_not_mine_the_coal_leaves_at_once_and_a_second_coal_is_a_scandal():
    state = cart(cart(hand(table(3), 0, ["not_mine"]), 0, ["coal", "ruby"]), 1, ["coal", "amber"])
    state, _ = play(state, 0, {"type": "play", "card": "not_mine", "target": 1})
    assert state["carts"][0] == ["ruby"] and RULES.window(state)["actions"] == ["not_mine_either"]
    state, events = play(state, 1, {"type": "pass"})
    assert types(events)[-4:] == ["CoalGiven", "Scandal", "RewardDiscarded", "TurnStarted"]
    assert not state["in_mine"][1] and state["tokens"][1] == 1 and RULES.active_seats(state) == {2}
    assert state["discard"][-2] == "not_mine"                              # then the discarded reward
    no_coal = hand(table(3), 0, ["not_mine"])
    assert all(a["type"] != "play" for a in RULES.legal_actions(no_coal, 0))
    with pytest.raises(IllegalAction, match="no_coal"):
        RULES.apply(no_coal, 0, {"type": "play", "card": "not_mine", "target": 1})
