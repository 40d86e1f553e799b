"""Oh My Goods!: every worked example of the rulebook (ohmygoods.ru.txt) as written, and phase IV's rulings.

Rulings are numbered as in the team handbook's ohmygoods.rulings.md.
"""
import pytest

from shared.engine import IllegalAction
from shared.games.ohmygoods.data import CARDS
from tests.rulebook.ohmygoods_table import (RULES, build_for, cards_of, check, first, game, play,
                                            production_turn, set_goods, set_hand, set_market, take,
                                            use_burner)


def _charburner_table(side: str):
    """Rulebook: the Charburner needs 2 grain and 1 wood; the market shows only 1 grain."""
    state = game(2, seed=3)
    use_burner(state, 0, "charburner_grain")
    grain, more_grain = cards_of("grain", 2, state)
    wood = cards_of("wood", 1, state)[0]
    set_market(state, [[grain], []])
    set_hand(state, 0, [more_grain, wood])
    return production_turn(state, 0, master=(0, side)), more_grain, wood


def test_the_sloppy_charburner_discards_either_missing_resource_for_one_coal():
    """Example: sloppy, 1 grain on the market; discard 1 grain or 1 wood from hand: 1 coal."""
    state, grain, wood = _charburner_table("sloppy")
    produces = [a for a in RULES.legal_actions(state, 0) if a["type"] == "produce"]
    assert sorted(a["cover"] for a in produces) == sorted([[grain], [wood]])
    for cover, kept in (([grain], wood), ([wood], grain)):
        after, events = play(state, 0, {"type": "produce", "building": 0, "cover": cover})
        assert after["hands"][0] == [kept] and len(after["goods"][0][0]) == len(state["goods"][0][0]) + 1
        assert {"type": "GoodsProduced", "seat": 0, "building": 0, "count": 1} in events
        check(after)
    for cover in ([], [grain, wood]):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, 0, {"type": "produce", "building": 0, "cover": cover})
        assert err.value.code == "wrong_cover"


def test_the_diligent_charburner_must_discard_both_and_makes_two_coal():
    """Example: working diligently, both missing resources must be discarded; 2 coal."""
    state, grain, wood = _charburner_table("diligent")
    produces = [a for a in RULES.legal_actions(state, 0) if a["type"] == "produce"]
    assert [a["cover"] for a in produces] == [sorted([grain, wood])]
    after, _ = play(state, 0, {"type": "produce", "building": 0, "cover": [grain, wood]})
    assert after["hands"][0] == [] and len(after["goods"][0][0]) == len(state["goods"][0][0]) + 2
    assert grain in after["discard"] and wood in after["discard"]
    check(after)


def _produced(state, seat: int, building: int, side: str = "diligent"):
    """The building has just produced (its inputs all on the market), its chain decision open."""
    card = CARDS[state["built"][seat][building]]
    rows = [c for r, n in card["inputs"].items() for c in cards_of(r, n, state)]
    set_market(state, [rows, []])
    production_turn(state, seat, master=(building, side))
    after, _ = play(state, seat, {"type": "produce", "building": building, "cover": []})
    return after


def test_the_mill_chain_turns_any_number_of_grain_from_hand_into_flour():
    """Example 1: the Mill produced flour, so any number of grain cards from hand become flour."""
    state = game(2, seed=4)
    mill = build_for(state, 0, first("mill", state, inputs={"grain": 3, "wood": 1}))
    set_hand(state, 0, cards_of("grain", 3, state))
    grains = list(state["hands"][0])
    state = _produced(state, 0, mill)
    assert state["pending"] == {"kind": "chain", "seat": 0, "building": mill}
    state, events = play(state, 0, *[{"type": "chain", "building": mill, "cards": [g], "goods": []}
                                     for g in grains])
    assert len(state["goods"][0][mill]) == 2 + 3 and state["hands"][0] == []
    assert [e["cards"] for e in events if e["type"] == "ChainUsed"] == [[g] for g in grains]
    assert state["pending"] is None            # no grain left: the chain decision closed itself
    check(state)


def test_the_shoemaker_chain_moves_leather_from_the_tannery_into_shoes():
    """Example 2: leather (6) moved from the Tannery becomes shoes (8) on the Shoemaker."""
    state = game(2, seed=5)
    tannery = build_for(state, 0, first("tannery", state), goods=2)
    shoemaker = build_for(state, 0, first("shoemaker", state))
    state = _produced(state, 0, shoemaker)
    before = RULES.scores(state)["seats"][0]["coins"]
    state, _ = play(state, 0, {"type": "chain", "building": shoemaker, "cards": [], "goods": [tannery]})
    assert len(state["goods"][0][tannery]) == 1 and len(state["goods"][0][shoemaker]) == 3
    assert RULES.scores(state)["seats"][0]["coins"] == before - 6 + 8
    check(state)


def test_the_brickworks_chain_needs_complete_sets_so_two_coal_limit_it_to_four_bricks():
    """Example: chain 1 clay + 1 coal; 3 clay in hand and only 2 coal: 2 sets, 4 bricks."""
    state = game(2, seed=6)
    works = build_for(state, 0, first("brick_manufacture", state))
    set_goods(state, 0, 0, 2)                                       # 2 coal on the Charburner
    set_hand(state, 0, cards_of("clay", 3, state))
    clays = list(state["hands"][0])
    state = _produced(state, 0, works)
    made = len(state["goods"][0][works])
    for clay in clays[:2]:
        state, _ = play(state, 0, {"type": "chain", "building": works, "cards": [clay], "goods": [0]})
    assert len(state["goods"][0][works]) == made + 4 and state["goods"][0][0] == []
    assert state["hands"][0] == [clays[2]] and state["pending"] is None     # no coal: no third set
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, {"type": "chain", "building": works, "cards": [clays[2]], "goods": []})
    check(state)


def test_paying_eight_coins_for_a_building_of_seven_gives_no_change():
    """Example: a building of 7 paid with 2 iron (3 each) and 1 flour (2): 8 coins, no change."""
    state = game(2, seed=8)
    smelter = build_for(state, 0, first("iron_smelter", state), goods=2)
    mill = build_for(state, 0, first("mill", state), goods=1)
    set_goods(state, 0, 0, 0)
    tailor = first("tailors_shop", state, cost=7)
    set_hand(state, 0, [])
    production_turn(state, 0)
    state["planned"][0] = take(state, tailor)
    state, _ = play(state, 0, {"type": "end_production"})
    assert state["pending"] == {"kind": "build", "seat": 0}
    pay = {"type": "build", "payment": [smelter, smelter, mill]}
    assert pay in RULES.legal_actions(state, 0)
    discard = len(state["discard"])
    after, events = play(state, 0, pay)
    assert tailor in after["built"][0] and RULES.scores(after)["seats"][0]["coins"] == 0
    assert len(after["discard"]) == discard + 3 and events[0]["payment"] == [smelter, smelter, mill]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, {"type": "build", "payment": [smelter, smelter]})
    assert err.value.code == "payment_too_small"
    check(after)


def test_the_glassmaker_counts_every_market_unit_and_any_hand_card():
    """Card text: the Glassmaker needs 11 resources of any kind (ruling 24)."""
    state = game(2, seed=9)
    glass = build_for(state, 0, first("glassmaker", state, inputs={"any": 11}))
    market = cards_of("wood", 5, state) + cards_of("clay", 4, state)
    hand = cards_of("grain", 1, state) + cards_of("wool", 2, state)
    set_market(state, [market, []])
    set_hand(state, 0, hand)
    production_turn(state, 0, master=(glass, "sloppy"))
    covers = [a["cover"] for a in RULES.legal_actions(state, 0) if a["type"] == "produce"]
    assert len(covers) == 3 and all(len(c) == 1 for c in covers)   # 9 on the market, 2 missing, 1 free
    after, _ = play(state, 0, {"type": "produce", "building": glass, "cover": [hand[0]]})
    assert len(after["goods"][0][glass]) == 1
    check(after)


def test_a_market_office_adds_its_resource_for_production_but_never_for_chains():
    """Card text: the Market Office's resource is the owner's only; never in a chain (ruling 26)."""
    state = game(2, seed=10)
    office = first("market_office", state, effect={"type": "market_resource", "resource": "grain",
                                                   "amount": 1})
    build_for(state, 0, office)
    mill = build_for(state, 0, next(c for c in state["deck"] if CARDS[c]["type"] == "mill"
                                    and "grain" in CARDS[c]["inputs"]))
    inputs = CARDS[state["built"][0][mill]]["inputs"]
    set_market(state, [[c for r, n in inputs.items() for c in cards_of(r, n - (r == "grain"), state)], []])
    set_hand(state, 0, [])
    from shared.games.ohmygoods.reckon import market_units
    assert market_units(state, 0)["grain"] == market_units(state, 1)["grain"] + 1 == inputs["grain"]
    state = production_turn(state, 0, master=(mill, "diligent"))
    state, _ = play(state, 0, {"type": "produce", "building": mill, "cover": []})
    assert state["pending"] is None       # grain on the market and the office do not feed the chain
