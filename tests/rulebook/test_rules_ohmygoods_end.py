"""Oh My Goods!: production, building, hiring, the end, scoring and the options, one test per ruling."""
import pytest

from shared.engine import IllegalAction
from shared.games.ohmygoods import data as omg_data
from shared.games.ohmygoods.data import CARDS, DATA, apprentice
from tests.rulebook.ohmygoods_table import (RULES, build_for, cards_of, check, first, game, play,
                                            production_turn, set_goods, set_hand, set_market, take,
                                            use_burner)


def _table(seed=20, players=2):
    state = game(players, seed=seed)
    set_hand(state, 0, [])
    set_market(state, [[], []])
    return state


def _hire_one(state, seat=0):
    offer = state["display"][0]
    return offer, apprentice(offer["card"], offer["side"])


def test_staffed_buildings_produce_in_any_order_share_the_market_and_may_decline():
    """Rulings 21-23: any order, or not at all; market units serve every building; a hand card one."""
    state = _table()
    mill = build_for(state, 0, first("mill", state, inputs={"grain": 3, "wood": 1}))
    other = build_for(state, 0, first("mill", state, inputs={"grain": 3, "wool": 1}))
    set_market(state, [cards_of("grain", 3, state), []])
    set_hand(state, 0, cards_of("wood", 1, state) + cards_of("wool", 1, state))
    state["apprentices"][0] = [{"card": state["display"][0]["card"], "side": "a", "building": other}]
    state["display"] = state["display"][1:]
    state = production_turn(state, 0, master=(mill, "diligent"))
    kinds = {(a["building"], len(a["cover"])) for a in RULES.legal_actions(state, 0) if a["type"] == "produce"}
    assert kinds == {(mill, 1), (other, 1)}
    wood, wool = state["hands"][0]
    after, _ = play(state, 0, {"type": "produce", "building": other, "cover": [wool]})
    if after["pending"]:
        after, _ = play(after, 0, {"type": "end_chain"})
    after, _ = play(after, 0, {"type": "produce", "building": mill, "cover": [wood]})
    assert len(after["goods"][0][mill]) == 2 and len(after["goods"][0][other]) == 1    # 23: master 2, apprentice 1
    declined, _ = play(state, 0, {"type": "end_production"})
    assert declined["masters"][0] is None and declined["apprentices"][0][0]["building"] == other   # 27
    check(after)


def test_an_apprentice_needs_every_input():
    """Ruling 23: an apprentice covers the whole shortfall, like a diligent master, for 1 good."""
    state = _table(21)
    state["apprentices"][0] = [{"card": state["display"][0]["card"], "side": "a", "building": 0}]
    state["display"] = state["display"][1:]
    set_hand(state, 0, cards_of("wood", 1, state))
    state = production_turn(state, 0)
    assert [a for a in RULES.legal_actions(state, 0) if a["type"] == "produce"] == []   # 3 inputs missing


def test_only_the_planned_card_may_be_built_otherwise_it_returns_to_the_hand():
    """Ruling 28: build the planned card or take it back."""
    state = _table(22)
    card = first("sawmill", state, cost=2)
    state["planned"][0] = take(state, card)
    state = production_turn(state, 0)
    state, _ = play(state, 0, {"type": "end_production"})
    back, events = play(state, 0, {"type": "finish_turn"})
    assert card in back["hands"][0] and back["planned"][0] is None
    assert RULES.redact(events[0], 1) == {"type": "BuildingReturned", "seat": 0}
    built, _ = play(state, 0, {"type": "build", "payment": [0, 0]})
    assert built["built"][0][-1] == card and len(built["goods"][0][0]) == 5
    check(built)


def test_hiring_needs_its_colours_a_free_building_and_its_cost_instead_of_building():
    """Ruling 29: own a building of each colour (the Charburner has none), pay, place at once."""
    state = _table(23)
    offer, side = _hire_one(state)
    colours = [c for c, n in side["requires"].items() for _ in range(n)]
    state = production_turn(state, 0)
    set_goods(state, 0, 0, side["cost"])
    hire = {"type": "hire", "apprentice": offer["card"], "payment": [0] * side["cost"]}
    state["pending"] = {"kind": "build", "seat": 0}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, hire)
    assert err.value.code == "apprentice_not_available"
    for colour in colours:
        build_for(state, 0, _first_of_colour(state, colour))
    state, events = play(state, 0, hire)
    assert state["pending"]["kind"] == "place" and offer not in state["display"]
    spots = [a["building"] for a in RULES.legal_actions(state, 0)]
    state, _ = play(state, 0, {"type": "place_apprentice", "building": spots[-1]})
    assert state["apprentices"][0] == [{**offer, "building": spots[-1]}]
    assert len(state["display"]) == 3                                       # ruling 30: not refilled
    check(state)


def _first_of_colour(state, colour):
    return next(c for c in state["deck"] if CARDS[c]["resource"] == colour)


def test_the_eighth_building_ends_the_game_after_one_more_round():
    """Ruling 32: the 8th building (Charburner counted) triggers; this round, one more, then the end."""
    state = _table(24)
    for _ in range(6):
        build_for(state, 0, first("sawmill", state) if any(CARDS[c]["type"] == "sawmill" for c in state["deck"])
                  else first("weaving_mill", state))
    card = first("mill", state, cost=2)
    state["planned"][0] = take(state, card)
    state = production_turn(state, 0)
    state, _ = play(state, 0, {"type": "end_production"})
    now = state["round"]
    state, events = play(state, 0, {"type": "build", "payment": [0, 0]})
    trigger = [e for e in events if e["type"] == "EndTriggered"]
    assert trigger == [{"type": "EndTriggered", "seat": 0, "final_round": now + 1}]
    assert state["end_round"] == now + 1 and not RULES.is_over(state)
    assert len(state["built"][0]) == 8


def test_in_the_final_round_every_chain_is_open_even_without_a_worker():
    """Ruling 33: the final round's chains: every production building, any order, any number of times."""
    state = _table(25)
    mill = build_for(state, 0, first("mill", state))
    grain = cards_of("grain", 1, state)
    set_hand(state, 0, grain)
    state = production_turn(state, 0, final=True)
    chains = [a for a in RULES.legal_actions(state, 0) if a["type"] == "chain"]
    assert {"type": "chain", "building": mill, "cards": grain, "goods": []} in chains
    state, _ = play(state, 0, chains[0])
    assert len(state["goods"][0][mill]) == 1


def test_scoring_counts_building_and_apprentice_vp_and_one_vp_per_five_coins_ties_by_leftover():
    """Rulings 34-35: VP + apprentices + coins // 5; a tie goes to the higher leftover, else shared."""
    state = _table(26)
    set_goods(state, 0, 0, 9)                    # 9 coal: 1 VP, 4 left over
    set_goods(state, 1, 0, 5)                    # 5 coal: 1 VP, 0 left over
    state = production_turn(state, 0, final=True)
    state["steps"] = [{"do": "end_round"}]
    state, events = play(state, 0, {"type": "end_production"})
    assert RULES.is_over(state) and events[-1]["type"] == "GameEnded"
    assert RULES.outcome(state) == {"ranking": [{"seat": 0, "place": 1, "vp": 1, "leftover": 4},
                                                {"seat": 1, "place": 2, "vp": 1, "leftover": 0}],
                                    "winners": [0]}
    row = RULES.scores(state)["seats"][0]
    assert (row["buildings"], row["apprentices"], row["coins"], row["goods_vp"]) == (0, 0, 9, 1)
    set_goods(state, 1, 0, 9)
    assert RULES.outcome(state)["winners"] == [0, 1]


def test_option_two_for_one_lets_two_hand_cards_stand_for_one_missing_resource():
    """Ruling 36b (option): 2 cards of any kind replace 1 missing resource."""
    for option, allowed in ((False, False), (True, True)):
        state = game(2, seed=27, options={"two_for_one": option})
        set_hand(state, 0, cards_of("clay", 2, state))
        use_burner(state, 0, "charburner_grain")                  # 2 grain + 1 wood: wood missing
        set_market(state, [cards_of("grain", 2, state), []])
        state = production_turn(state, 0, master=(0, "diligent"))
        produce = {"type": "produce", "building": 0, "cover": sorted(state["hands"][0])}
        assert (produce in RULES.legal_actions(state, 0)) is allowed
        if allowed:
            state, _ = play(state, 0, produce)
            assert len(state["goods"][0][0]) == 7 + 2


def test_option_keep_one_keeps_a_card_on_a_redraw():
    """Ruling 36a (option): a redraw may keep 1 card."""
    state = game(2, seed=28, options={"keep_one": True})
    kept = state["hands"][0][0]
    state, _ = play(state, 0, {"type": "redraw", "keep": kept})
    state, _ = play(state, 1, {"type": "keep_hand"})
    state, _ = RULES.apply(state, None, {"type": "reveal"})
    assert kept in state["hands"][0] and len(state["hands"][0]) == 7


def test_option_build_and_hire_pays_each_separately():
    """Ruling 38 (option build_and_hire): build and also hire, each paid on its own."""
    state = game(2, seed=29, options={"build_and_hire": True})
    offer, side = _hire_one(state)
    for colour, n in side["requires"].items():
        for _ in range(n):
            build_for(state, 0, _first_of_colour(state, colour))
    state["planned"][0] = take(state, first("mill", state, cost=2))
    state = production_turn(state, 0)
    set_goods(state, 0, 0, 2 + side["cost"])
    state, _ = play(state, 0, {"type": "end_production"}, {"type": "build", "payment": [0, 0]})
    assert state["pending"] == {"kind": "build", "seat": 0}
    state, _ = play(state, 0, {"type": "hire", "apprentice": offer["card"], "payment": [0] * side["cost"]})
    assert state["pending"]["kind"] == "place"


def test_every_card_value_is_read_from_the_data_file(monkeypatch):
    """Ruling 39: a corrected value in the data needs no code change."""
    raw = {c["id"]: c for b in DATA["building_types"] for c in b["cards"]}
    for cid, card in raw.items():
        ours = CARDS[cid]
        assert (ours["cost"], ours["vp"], ours["inputs"], ours["half_sun"]) == \
            (card["cost"], card["vp"], card["inputs"], card["half_sun"])
    state = _table(30)
    card = first("sawmill", state, cost=2)
    state["planned"][0] = take(state, card)
    state = production_turn(state, 0)
    monkeypatch.setitem(omg_data.CARDS, card, {**CARDS[card], "cost": 3})
    state, _ = play(state, 0, {"type": "end_production"})
    assert {"type": "build", "payment": [0, 0, 0]} in RULES.legal_actions(state, 0)
