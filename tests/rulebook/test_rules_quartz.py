"""Quartz's rulebook (quartz.ru.txt) and rulings 1-14 (quartz.rulings.md; RULINGS.md beside the game):
seats, setup, turns, draws, hidden information, every action card, the response window and its
time-out, the responses, experience tokens, the coal check and the scandal, and the rulebook's
example of removing the second coal out of turn. One test per ruling; every action card (ruling 8)
is in test_rules_quartz_cards.py, rulings 15-26 and the sale's worked examples in
test_rules_quartz_days.py."""
import pytest

from shared.engine import IllegalAction
from shared.games.quartz.data import GEM_COUNT
from shared.games.quartz.state import new_state
from tests.rulebook.quartz_table import (FILI, GLOIN, KILI, RULES, THORIN, bag_only, card_total, cart, hand,
                                         play, system, table, types)


def test_r01_seats_take_turns_clockwise_from_the_first_player():
    """Seats are numbered clockwise; the next seat is seat + 1 (mod n)."""
    state = bag_only(table(4, first=2), ["quartz"] * 20)
    seen = []
    for _ in range(5):
        (seat,) = RULES.active_seats(state)
        seen.append(seat)
        state, _ = play(state, seat, {"type": "mine"})
    assert seen == [2, 3, 0, 1, 2]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_r02_setup_deals_five_cards_one_at_a_time_and_fills_the_bag_and_the_track(players):
    """Shuffle the 55 cards, deal 5 each one at a time from the first player, 68 gems in the bag,
    n-1 rewards laid; no coins, empty carts and chests, no tokens."""
    options = RULES.spec.validate_options({"first_player": 1}, players)
    deck = new_state(options, players, 9)["deck"]
    state = RULES.setup({"first_player": 1}, players, 9)
    dealt = {s: [] for s in range(players)}
    for _ in range(5):
        for seat in [(1 + i) % players for i in range(players)]:
            dealt[seat].append(deck.pop())
    assert state["hands"] == [sorted(dealt[s]) for s in range(players)]
    assert state["bag"] == GEM_COUNT and sum(state["bag"].values()) == 68
    assert [t["coins"] for t in state["track"]] == [0, 1, 2, 3][:players - 1]
    assert [t["card"] for t in state["track"]] == deck[::-1][:players - 1]
    assert card_total(state) == 55 and len(state["deck"]) == 55 - 5 * players - (players - 1)
    assert state["coins"] == [0] * players and state["tokens"] == [0] * players
    assert state["carts"] == state["chests"] == [[] for _ in range(players)]


def test_r03_the_first_player_is_drawn_unless_an_option_names_one():
    """Day 1: drawn with the seeded PRNG unless the options name a seat (days 2-5: ruling 18)."""
    assert {RULES.setup({}, 4, seed)["first"] for seed in range(30)} == {0, 1, 2, 3}
    assert RULES.setup({}, 4, 5)["first"] == RULES.setup({}, 4, 5)["first"]
    state = RULES.setup({"first_player": 3}, 4, 5)
    assert state["first"] == 3 and RULES.active_seats(state) == {3}
    with pytest.raises(IllegalAction, match="invalid_option"):
        RULES.setup({"first_player": 3}, 3, 5)


def test_r04_seats_that_left_the_mine_are_skipped():
    state = bag_only(table(4), ["quartz"] * 20)
    state, _ = play(state, 0, {"type": "mine"})
    state, _ = play(state, 1, {"type": "leave"})
    state, _ = play(state, 2, {"type": "mine"})
    state, _ = play(state, 3, {"type": "mine"})
    state, _ = play(state, 0, {"type": "mine"})
    assert RULES.active_seats(state) == {2}


def test_r05_a_turn_is_one_action_mine_play_or_leave_and_there_is_no_pass():
    state = hand(table(4), 0, ["tremor"])
    assert {a["type"] for a in RULES.legal_actions(state, 0)} == {"mine", "play", "leave"}
    for wrong in ({"type": "pass"}, {"type": "sell"}):
        with pytest.raises(IllegalAction):
            RULES.apply(state, 0, wrong)
    with pytest.raises(IllegalAction, match="not_your_turn"):
        RULES.apply(state, 1, {"type": "mine"})
    state, _ = play(state, 0, {"type": "mine"})
    assert RULES.active_seats(state) == {1}


def test_r06_draws_are_uniform_mining_needs_a_gem_and_leaving_is_always_legal():
    rubies = 0
    for seed in range(400):
        state = bag_only(table(3, seed=seed), ["quartz", "ruby"])
        _, events = play(state, 0, {"type": "mine"})
        rubies += events[0]["gem"] == "ruby"
    assert 150 < rubies < 250
    empty = bag_only(hand(table(3), 0, ["roll_up_sleeves", "tremor"]), [])
    assert RULES.legal_actions(empty, 0) == [{"type": "play", "card": "tremor"}, {"type": "leave"}]
    with pytest.raises(IllegalAction, match="bag_empty"):
        RULES.apply(empty, 0, {"type": "mine"})
    two = bag_only(hand(table(3), 0, ["roll_up_sleeves"]), ["quartz", "ruby"])
    _, events = play(two, 0, {"type": "play", "card": "roll_up_sleeves"})
    assert events[1] == {"type": "GemsDrawn", "seat": 0, "gems": ["quartz", "ruby"]}


def test_r07_hands_and_the_deck_are_hidden_the_rest_is_public():
    state = RULES.setup({}, 4, 3)
    seen = RULES.view(state, 1)
    assert seen["hands"][1] == state["hands"][1] and [seen["hands"][s] for s in (0, 2, 3)] == [None] * 3
    assert "deck" not in seen and "rng" not in seen and seen["deck_size"] == len(state["deck"])
    assert seen["hand_sizes"] == [5, 5, 5, 5]
    for key in ("carts", "aside", "protected", "chests", "coins", "track", "discard", "bag", "tokens"):
        assert seen[key] == state[key], key
    assert RULES.view(state, None)["hands"] == [None] * 4


@pytest.mark.parametrize("holds", [True, False])
def test_r09_an_attack_opens_the_same_window_for_its_target_alone_whatever_it_holds(holds):
    state = cart(hand(table(4), 0, ["not_mine"]), 0, ["coal"])
    hand(state, 1, ["not_mine_either"] if holds else ["tremor"])
    state, events = play(state, 0, {"type": "play", "card": "not_mine", "target": 1})
    assert events[-1] == {"type": "WindowOpened", "seats": [1], "actions": ["not_mine_either"],
                          "timeout_ms": 30_000}
    assert RULES.active_seats(state) == {1}
    for other in (0, 2, 3):
        with pytest.raises(IllegalAction, match="not_your_turn"):
            RULES.apply(state, other, {"type": "pass"})
    answers = [{"type": "not_mine_either", "to": 2}, {"type": "not_mine_either", "to": 3}] if holds else []
    assert RULES.legal_actions(state, 1) == answers + [{"type": "pass"}]


def test_r10_no_answer_by_the_response_timeout_is_a_pass():
    state = cart(hand(table(3), 0, ["not_mine"]), 0, ["coal"])
    hand(state, 1, ["not_mine_either"])
    opened, _ = play(state, 0, {"type": "play", "card": "not_mine", "target": 1})
    assert RULES.timer(opened)["delay_ms"] == 30_000
    assert RULES.system_action(opened) == {"type": "close_window", "timer": RULES.timer(opened)["id"]}
    closed, events = system(opened)
    assert events[0] == {"type": "WindowClosed", "seats": [1], "answered": [], "timed_out": True}
    assert closed["carts"][1] == ["coal"] and RULES.active_seats(closed) == {1}
    quick = RULES.apply(cart(hand(table(3, response_timeout_s=5), 0, ["not_mine"]), 0, ["coal"]), 0,
                        {"type": "play", "card": "not_mine", "target": 1})[0]
    assert RULES.timer(quick)["delay_ms"] == 5000
    none = RULES.apply(cart(hand(table(3, response_timeout_s=0), 0, ["not_mine"]), 0, ["coal"]), 0,
                       {"type": "play", "card": "not_mine", "target": 1})[0]
    assert RULES.timer(none) is None and RULES.window(none) is not None


def _not_mine(players=4, **options):
    state = cart(hand(table(players, **options), THORIN, ["not_mine"]), THORIN, ["coal"])
    hand(state, GLOIN, ["not_mine_either"])
    return RULES.apply(state, THORIN, {"type": "play", "card": "not_mine", "target": GLOIN})[0]


def test_r11_not_mine_either_passes_the_coal_on_and_the_new_recipient_gets_no_window():
    state = cart(_not_mine(), FILI, ["coal", "ruby"])
    state, events = play(state, GLOIN, {"type": "not_mine_either", "to": FILI})
    assert "Scandal" in types(events) and RULES.window(state) is None and not state["in_mine"][FILI]
    assert state["carts"][GLOIN] == [] and RULES.active_seats(state) == {GLOIN}   # Thorin's turn is over
    with pytest.raises(IllegalAction, match="invalid_target"):
        RULES.apply(_not_mine(), GLOIN, {"type": "not_mine_either", "to": THORIN})
    alone = _not_mine(players=3)
    alone["in_mine"][FILI] = False
    assert RULES.legal_actions(alone, GLOIN)[0] == {"type": "not_mine_either", "to": None}
    state, events = play(alone, GLOIN, {"type": "not_mine_either", "to": None})
    assert "CoalReturned" in types(events) and state["bag"]["coal"] == alone["bag"]["coal"] + 1


def test_r11_with_the_chain_option_each_recipient_may_answer_but_never_straight_back():
    state = hand(_not_mine(chain_not_mine_either=True), FILI, ["not_mine_either"])
    state, events = play(state, GLOIN, {"type": "not_mine_either", "to": FILI})
    assert RULES.window(state) == {"seats": [FILI], "answered": [], "actions": ["not_mine_either"]}
    assert [a.get("to") for a in RULES.legal_actions(state, FILI)] == [THORIN, KILI, None]
    state, events = play(state, FILI, {"type": "not_mine_either", "to": THORIN})
    state, events = play(state, THORIN, {"type": "pass"})
    assert state["carts"][THORIN] == ["coal"] and RULES.active_seats(state) == {GLOIN}


def test_r11_stop_thief_cancels_and_takes_one_gem_break_time_cancels_and_nobody_draws():
    state = cart(cart(hand(table(3), 0, ["is_that_yours"]), 0, ["quartz", "amber"]), 1, ["ruby", "sapphire"])
    hand(state, 1, ["stop_thief", "break_time"])
    state, _ = play(state, 0, {"type": "play", "card": "is_that_yours", "target": 1, "gems": ["sapphire", "ruby"]})
    assert RULES.legal_actions(state, 1)[:2] == [{"type": "stop_thief", "gem": "quartz"},
                                                 {"type": "stop_thief", "gem": "amber"}]
    state, events = play(state, 1, {"type": "stop_thief", "gem": "amber"})
    assert state["carts"][:2] == [["quartz"], ["sapphire", "ruby", "amber"]]
    assert RULES.active_seats(state) == {1} and state["discard"][-2:] == ["is_that_yours", "stop_thief"]
    lend = bag_only(hand(table(3), 0, ["lend_me_a_hand"]), ["ruby", "amber"])
    hand(lend, 1, ["break_time"])
    lend, _ = play(lend, 0, {"type": "play", "card": "lend_me_a_hand", "target": 1})
    after, events = play(lend, 1, {"type": "break_time"})
    assert after["bag"] == lend["bag"] and after["carts"] == lend["carts"] and "AttackCancelled" in types(events)
    assert RULES.active_seats(after) == {1}


def test_r12_an_experience_token_is_a_free_action_out_of_turn():
    state = cart(table(4), FILI, ["coal", "quartz"])
    state["tokens"][FILI] = 1
    assert RULES.active_seats(state) == {THORIN}
    assert RULES.legal_actions(state, FILI) == [{"type": "use_token"}]
    after, events = play(state, FILI, {"type": "use_token"})
    assert events == [{"type": "TokenUsed", "seat": FILI}] and after["carts"][FILI] == ["quartz"]
    assert after["tokens"][FILI] == 0 and after["bag"]["coal"] == state["bag"]["coal"] + 1
    assert RULES.active_seats(after) == {THORIN}                               # nobody's turn changed
    without_coal = cart(table(4), KILI, ["quartz"])
    without_coal["tokens"][KILI] = 1
    with pytest.raises(IllegalAction):
        RULES.apply(without_coal, KILI, {"type": "use_token"})
    state["in_mine"][FILI] = False
    with pytest.raises(IllegalAction):
        RULES.apply(state, FILI, {"type": "use_token"})


def test_r13_the_coal_check_waits_for_a_token_holder_alone_and_times_out_as_the_token_used():
    state = bag_only(cart(table(3), 0, ["coal", "ruby"]), ["coal"])
    state["tokens"][0] = 1
    state, events = play(state, 0, {"type": "mine"})
    assert events[-1] == {"type": "CoalCheck", "seat": 0} and RULES.active_seats(state) == {0}
    assert RULES.legal_actions(state, 0) == [{"type": "use_token"}, {"type": "scandal"}]
    assert RULES.timer(state)["delay_ms"] == 30_000
    timed_out, events = system(state)
    assert types(events)[:2] == ["CoalCheckTimedOut", "TokenUsed"] and timed_out["carts"][0] == ["coal", "ruby"]
    assert timed_out["tokens"][0] == 0 and RULES.active_seats(timed_out) == {1}
    scandal, events = play(state, 0, {"type": "scandal"})
    assert events[0]["type"] == "Scandal" and not events[0]["token_gained"] and scandal["tokens"][0] == 1
    bare = bag_only(cart(table(3), 0, ["coal"]), ["coal"])
    after, events = play(bare, 0, {"type": "mine"})
    assert types(events)[:2] == ["GemMined", "Scandal"] and after["tokens"][0] == 1


def test_r14_a_scandal_empties_the_cart_out_of_the_mine_a_token_the_track_then_the_turn_ends():
    state = bag_only(cart(table(4), 0, ["coal", "ruby"]), ["coal"])
    state["chests"][0], state["protected"][0], state["wgw"][0] = ["amber"], ["sapphire"], 1
    slot = state["track"][0]
    after, events = play(state, 0, {"type": "mine"})
    assert types(events) == ["GemMined", "Scandal", "RewardDiscarded", "TurnStarted"]
    assert events[1] == {"type": "Scandal", "seat": 0, "gems": ["coal", "coal", "ruby"], "token_gained": True}
    assert after["bag"]["coal"] == 2 and after["bag"]["ruby"] == 1 and after["carts"][0] == []
    assert after["chests"][0] == ["amber"] and after["protected"][0] == ["sapphire"]
    assert not after["in_mine"][0] and after["out"][0] == "scandal" and after["tokens"][0] == 1
    assert after["pointer"] == 1 and after["discard"][-1] == slot["card"] and after["coins"][0] == 0
    assert RULES.active_seats(after) == {1}


def test_example_the_second_coal_removed_out_of_turn():
    """Rulebook, experience tokens: a token may remove the second coal as soon as it lands in your
    cart, even on another player's turn, or a coal another player has just passed to you."""
    state = cart(cart(hand(table(4), THORIN, ["not_mine"]), THORIN, ["coal"]), GLOIN, ["coal", "emerald"])
    state["tokens"][GLOIN] = 1
    state, _ = play(state, THORIN, {"type": "play", "card": "not_mine", "target": GLOIN})
    landed, events = play(state, GLOIN, {"type": "pass"})
    assert events[-1] == {"type": "CoalCheck", "seat": GLOIN} and landed["turn"] == THORIN
    landed, events = play(landed, GLOIN, {"type": "use_token"})
    assert types(events) == ["TokenUsed", "TurnStarted"] and landed["carts"][GLOIN] == ["coal", "emerald"]
    assert landed["in_mine"][GLOIN] and landed["tokens"][GLOIN] == 0
    early, events = play(state, GLOIN, {"type": "use_token"})                  # inside the window
    assert events == [{"type": "TokenUsed", "seat": GLOIN}] and RULES.window(early) is not None
    early, events = play(early, GLOIN, {"type": "pass"})
    assert early["carts"][GLOIN] == ["coal", "emerald"] and "Scandal" not in types(events)
