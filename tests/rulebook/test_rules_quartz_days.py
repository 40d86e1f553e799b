"""Quartz's rulebook and rulings 15-26: leaving, the reward track, the last dwarf, the day's end, the
sale with its worked examples (Bifur's quartz combo, Gloin's emeralds, five and six different), the
chest, the end of the game, the ranking and the variant «Не для слабаков»; and the leak checks: hands
and the deck never reach another seat, and a response window looks the same whatever its target holds."""
import pytest

from shared.engine import IllegalAction
from shared.games.quartz.data import PRICE
from tests.contract.helpers import assert_no_leak, random_game
from tests.rulebook.quartz_table import (BIFUR, FILI, GLOIN, KILI, RULES, THORIN, bag_only, cart, hand, play,
                                         system, table, types)


def _to_sale(players: int, carts: dict, state: dict | None = None, **options) -> dict:
    """Each seat leaves in seat order with the given cart; the last one is the last dwarf."""
    state = state or table(players, **options)
    for seat, gems in carts.items():
        cart(state, seat, gems)
    for _ in range(players - 1):
        state, _ = play(state, state["turn"], {"type": "leave"})
    assert state["phase"] in ("sale", "market")                        # market: nobody has gems to sell
    return state


def _sell(state: dict, seat: int, **choice) -> tuple[dict, list]:
    state, _ = play(state, seat, {"type": "sell", "keep": [], "combo": None, "set": None, "double": [],
                                  **choice})
    return state, []


def _sale_income(gems: list, **choice) -> int:
    state = _to_sale(5, {BIFUR: gems})
    state, _ = _sell(state, BIFUR, **choice)
    state, events = system(state)
    return events[0]["sales"][BIFUR]["income"]


def test_r15_leaving_sets_the_cart_aside_out_of_reach_of_every_card():
    state = cart(table(3), 0, ["ruby", "amber"])
    hand(state, 1, ["is_that_yours", "tremor"])
    state, events = play(state, 0, {"type": "leave"})
    assert events[0] == {"type": "LeftMine", "seat": 0, "gems": ["ruby", "amber"]}
    assert state["aside"][0] == ["ruby", "amber"] and state["carts"][0] == [] and not state["in_mine"][0]
    assert all(a.get("target") != 0 for a in RULES.legal_actions(state, 1))
    state, _ = play(state, 1, {"type": "play", "card": "tremor"})
    assert state["aside"][0] == ["ruby", "amber"] and 0 not in RULES.active_seats(state)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_r16_n_minus_1_rewards_with_their_slot_coins_even_without_a_card(players):
    state = table(players)
    assert [t["coins"] for t in state["track"]] == [0, 1, 2, 3][:players - 1]
    assert all(t["card"] for t in state["track"])
    state = _to_sale(players, {})
    hand(state, 0, state["hands"][0] + state["deck"] + state["discard"])        # no card left to lay
    state, _ = system(state)
    assert state["day"] == 2 and [t["card"] for t in state["track"]] == [None] * (players - 1)
    assert [t["coins"] for t in state["track"]] == [0, 1, 2, 3][:players - 1]


def test_r17_the_reward_pointer_with_four_dwarves():
    """A leaves: slot 1 (0 coins); B's scandal discards slot 2; C leaves with 2 in the mine: nothing;
    D, the last dwarf, takes slot 3 (a card and 2 coins)."""
    state = bag_only(cart(table(4), 1, ["coal"]), ["coal"] * 5)
    track = [dict(t) for t in state["track"]]
    state, events = play(state, 0, {"type": "leave"})
    assert events[1] == {"type": "RewardTaken", "seat": 0, "slot": 1, "card": track[0]["card"], "coins": 0}
    state, events = play(state, 1, {"type": "mine"})
    assert types(events)[1:3] == ["Scandal", "RewardDiscarded"] and state["discard"][-1] == track[1]["card"]
    state, events = play(state, 2, {"type": "leave"})
    assert [e for e in events if e["type"] == "RewardTaken"] == [
        {"type": "RewardTaken", "seat": 3, "slot": 3, "card": track[2]["card"], "coins": 2}]
    assert state["coins"] == [0, 0, 0, 2] and track[0]["card"] in state["hands"][0]
    assert track[2]["card"] in state["hands"][3] and state["phase"] == "market"


def test_r18_the_last_dwarf_ends_the_day_and_is_the_next_first_player():
    state = _to_sale(4, {KILI: ["ruby"]})
    assert state["last"] == KILI and state["pools"][KILI] == ["ruby"]
    state, _ = _sell(state, KILI)
    state, events = system(state)
    assert state["day"] == 2 and state["first"] == KILI and RULES.active_seats(state) == {KILI}


def test_r19_the_day_end_returns_protected_gems_sells_at_once_and_deals_from_the_first_player():
    state = table(3)
    state["protected"][2], state["wgw"][2] = ["ruby"], 1
    state["bag"]["ruby"] -= 1
    state["deck"].remove("what_gem_where")
    state = _to_sale(3, {2: ["quartz"]}, state)
    assert state["pools"][2] == ["quartz", "ruby"] and state["discard"][-1] == "what_gem_where"
    assert state["wgw"] == [0, 0, 0] and state["protected"] == [[], [], []]
    assert sorted(RULES.active_seats(state)) == [2] and RULES.spec.phase("sale").sealed
    sizes = [len(h) for h in state["hands"]]
    state, _ = _sell(state, 2)
    state, events = system(state)
    dealt = [e["seat"] for e in events if e["type"] == "CardsDealt"]
    assert dealt == [2, 0, 1] and [len(h) for h in state["hands"]] == [s + 1 for s in sizes]
    assert state["bag"]["ruby"] == 4 and state["carts"] == [[], [], []] and all(state["in_mine"])
    assert len(state["track"]) == 2 and RULES.active_seats(state) == {2}


def test_r20_the_pool_is_the_cart_set_aside_the_protected_gems_and_the_chest_sold_in_secret():
    state = bag_only(cart(table(3), 1, ["coal", "ruby"]), ["coal"] * 9)
    state["chests"][1], state["protected"][1] = ["amber"], ["sapphire"]
    state, _ = play(state, 0, {"type": "mine"})
    state, _ = play(state, 1, {"type": "mine"})                               # a scandal
    state, _ = play(state, 2, {"type": "leave"})
    assert state["pools"][1] == ["sapphire", "amber"]
    assert state["pools"][0] == [] and state["bag"]["coal"] == 10            # coal is worth nothing
    state["pools"][0] = ["quartz"]
    state["active"] = [0, 1]
    state, _ = _sell(state, 1, keep=["amber"])
    assert RULES.view(state, 0)["sealed"] == {"1": None}
    assert RULES.view(state, 1)["sealed"]["1"]["keep"] == ["amber"]
    action = RULES.system_action(state)
    assert action["defaults"] == {"0": {"keep": [], "combo": None, "set": None, "double": []}}
    state, events = RULES.apply(state, None, action)
    sales = events[0]["sales"]
    assert sales[1]["income"] == 4 and state["chests"][1] == ["amber"] and sales[0]["timed_out"]


def test_r20_a_seat_that_times_out_keeps_its_chest_and_sells_the_rest_at_the_best_combo():
    state = table(3)
    state["chests"][0] = ["amber"]
    state = _to_sale(3, {0: ["quartz", "quartz", "quartz", "sapphire", "sapphire"]}, state)
    assert RULES.timer(state)["delay_ms"] == 120_000
    state, events = system(state)
    sale = events[0]["sales"][0]
    assert events[0]["type"] == "DaySold" and sale["keep"] == ["amber"] and sale["income"] == 19 and sale["timed_out"]


def test_example_bifur_sells_three_quartz_and_doubles_his_sapphires():
    """1+1+1+4x2+4x2 = 19."""
    choice = {"combo": "three_of_a_kind", "set": "quartz", "double": ["sapphire"]}
    gems = ["quartz", "quartz", "quartz", "sapphire", "sapphire"]
    assert _sale_income(gems, **choice) == 19
    state = _to_sale(5, {BIFUR: gems})
    assert RULES.legal_actions(state, BIFUR)[0] == {"type": "sell", "keep": [], **choice}


def test_example_gloin_sells_four_emeralds_and_doubles_sapphires_and_quartz():
    """3+3+3+3+4x2+4x2+1x2 = 30."""
    gems = ["emerald"] * 4 + ["sapphire", "sapphire", "quartz"]
    choice = {"combo": "four_of_a_kind", "set": "emerald", "double": ["quartz", "sapphire"]}
    assert _sale_income(gems, **choice) == 30


def test_example_five_and_six_different_kinds():
    """1+2+3+4+6+8 = 24 and 1+2+3+4+6+8+12 = 36."""
    five = ["quartz", "amethyst", "emerald", "sapphire", "ruby"]
    assert _sale_income(five, combo="five_different") == 24
    assert _sale_income(five + ["amber"], combo="six_different") == 36
    assert _sale_income(five + ["amber"], combo="five_different") == 32     # either combo with six kinds


def test_r21_combos_count_at_least_one_per_day_and_only_fitting_choices():
    assert _sale_income(["quartz"] * 4 + ["ruby"], combo="three_of_a_kind", set="quartz", double=["ruby"]) == 16
    state = _to_sale(3, {0: ["quartz", "quartz", "ruby", "ruby", "ruby"]})
    for bad in ({"combo": "three_of_a_kind", "set": "quartz", "double": ["ruby"]},
                {"combo": "three_of_a_kind", "set": "ruby", "double": ["ruby"]},
                {"combo": "three_of_a_kind", "set": "ruby", "double": ["quartz", "amber"]},
                {"combo": "five_different"}, {"combo": "pairs"}, {"set": "ruby"}):
        with pytest.raises(IllegalAction, match="invalid_combo"):
            _sell(state, 0, **bad)


def test_r22_the_chest_keeps_up_to_two_valuable_gems_for_a_later_day_but_nothing_after_day_5():
    state = _to_sale(3, {0: ["quartz", "ruby", "amber", "coal"]})
    for bad in (["quartz", "ruby", "amber"], ["coal"], ["sapphire"]):
        with pytest.raises(IllegalAction):
            _sell(state, 0, keep=bad)
    state, _ = _sell(state, 0, keep=["ruby", "amber"])
    state, _ = system(state)
    assert state["chests"][0] == ["ruby", "amber"] and RULES.view(state, 1)["chests"][0] == ["ruby", "amber"]
    state = _to_sale(3, {}, state)
    assert state["pools"][0] == ["ruby", "amber"]
    last = table(3)
    last["day"] = 5
    last = _to_sale(3, {0: ["ruby"]}, last)
    with pytest.raises(IllegalAction, match="chest_full"):
        _sell(last, 0, keep=["ruby"])


def test_r23_after_day_5_hand_cards_sell_at_their_price_and_a_token_for_3():
    state = table(3)
    state["day"], state["tokens"][1] = 5, 1
    hand(state, 2, ["tremor", "not_mine"])
    state = _to_sale(3, {}, state)
    coins = list(state["coins"])
    cards = [sum(PRICE[c] for c in h) for h in state["hands"]]
    state, events = system(state)
    assert RULES.is_over(state) and events[-1]["type"] == "GameEnded"
    assert state["card_coins"] == cards and state["coins"] == [c + k + 3 * t for c, k, t in
                                                              zip(coins, cards, [0, 1, 0])]


def test_r24_most_coins_wins_then_more_coins_from_cards_then_a_shared_place():
    state = table(4)
    state["phase"], state["coins"], state["card_coins"] = "ended", [20, 20, 20, 5], [3, 5, 3, 9]
    assert RULES.outcome(state) == {"ranking": [
        {"seat": 1, "place": 1, "vp": 20, "card_coins": 5}, {"seat": 0, "place": 2, "vp": 20, "card_coins": 3},
        {"seat": 2, "place": 2, "vp": 20, "card_coins": 3}, {"seat": 3, "place": 4, "vp": 5, "card_coins": 9}],
        "winners": [1]}


def test_r25_money_is_a_public_integer_per_seat():
    state, _ = random_game(RULES, 3, 4)
    assert all(type(c) is int and c >= 0 for c in state["coins"])
    assert all(RULES.view(state, s)["coins"] == state["coins"] for s in (0, 1, 2, None))


def test_r26_the_last_dwarf_may_forfeit_the_reward_and_dig_alone_up_to_four_gems():
    state = bag_only(table(3, not_for_the_faint_hearted=True), ["quartz"] * 9)
    state, _ = play(state, 0, {"type": "leave"})
    state, events = play(state, 1, {"type": "leave"})
    assert events[-1] == {"type": "LastDwarf", "seat": 2}
    assert RULES.legal_actions(state, 2) == [{"type": "take_reward"}, {"type": "dig_alone"}]
    slot = dict(state["track"][1])
    state, _ = play(state, 2, {"type": "dig_alone"})
    assert state["discard"][-1] == slot["card"] and state["coins"][2] == 0
    assert {a["type"] for a in RULES.legal_actions(state, 2)} == {"mine", "stop"}
    for _ in range(4):
        state, events = play(state, 2, {"type": "mine"})
    assert state["phase"] == "sale" and state["pools"][2] == ["quartz"] * 4
    state, _ = _sell(state, 2)
    state, _ = system(state)
    assert state["first"] == 2
    taken = bag_only(cart(table(3, not_for_the_faint_hearted=True), 2, ["coal", "ruby"]), ["coal"] * 9)
    taken, _ = play(taken, 0, {"type": "leave"})
    taken, _ = play(taken, 1, {"type": "leave"})
    scandal, events = play(taken, 2, {"type": "dig_alone"}, {"type": "mine"})
    assert "Scandal" in types(events) and scandal["phase"] == "market" and scandal["last"] == 2
    reward, _ = play(taken, 2, {"type": "take_reward"})
    assert reward["coins"][2] == 1 and reward["phase"] == "sale"


@pytest.mark.parametrize("attack,answer", [("not_mine", "not_mine_either"), ("is_that_yours", "stop_thief"),
                                           ("lend_me_a_hand", "break_time")])
def test_leak_a_window_looks_the_same_whether_or_not_its_target_holds_the_answer(attack, answer):
    seen = []
    for holds in (True, False):
        state = cart(cart(hand(table(4, seed=3), THORIN, [attack]), THORIN, ["coal", "ruby"]), GLOIN, ["amber"])
        hand(state, GLOIN, [answer] if holds else ["found_it"])
        action = {"type": "play", "card": attack, "target": GLOIN}
        if attack == "is_that_yours":
            action["gems"] = ["amber"]
        state, events = play(state, THORIN, action)
        seen.append([(RULES.view(state, viewer), [RULES.redact(e, viewer) for e in events])
                     for viewer in (THORIN, FILI, KILI, None)]
                    + [RULES.window(state), RULES.timer(state), RULES.active_seats(state)])
    assert seen[0] == seen[1]


def test_leak_hands_and_the_deck_never_reach_another_seat():
    """In random games: other hands are null, the deck and the PRNG absent, dealt cards secret."""
    for seed in range(4):
        def check(state, seat, action, events):
            assert_no_leak(RULES, state, seed)
            for viewer in range(state["players"]):
                shown = RULES.view(state, viewer)
                assert "deck" not in shown and "rng" not in shown
                assert all(h is None for s, h in enumerate(shown["hands"]) if s != viewer)
                for event in events:
                    out = RULES.redact(event, viewer)
                    assert "secret" not in out
                    if event["type"] == "CardsDealt" and event["seat"] != viewer:
                        assert "cards" not in out
        random_game(RULES, 3 + seed % 3, seed, on_step=check)
