"""Pack & Stack: every worked example of the rulebook (trucks.ru.txt) and one test per ruling of
packstack.rulings.md (the rulings' numbers in the test names)."""
import pytest

from shared import engine
from shared.engine import IllegalAction, canonical_json, rng
from shared.games.packstack import course, data
from shared.games.packstack.packing import first_fit

RULES = engine.get("packstack")


def _refused(state, seat, action, code):
    before = canonical_json(state)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, seat, action)
    assert err.value.code == code, err.value
    assert canonical_json(state) == before


def _step(state, seat, action):
    return RULES.apply(state, seat, action)[0]


def _system(state):
    return RULES.apply(state, None, RULES.system_action(state))


def _claimable(state, seat):
    return [a["truck"] for a in RULES.legal_actions(state, seat) if a["type"] == "claim"]


def _whites(truck, count):
    """`count` white cubes on the floor of `truck`, first cells first."""
    return first_fit(truck, {"white": count})


def _at_loading(players=4, trucks=None, loads=None, options=None, seed=1):
    """A game moved to the loading phase with the trucks and loads given (the race by take_top)."""
    state = RULES.setup(options or {}, players, seed)
    while state["phase"] == "race":
        state = _step(state, min(state["active"]), {"type": "take_top"})
    if trucks:
        state["trucks"] = list(trucks)
        rest = [t for t in data.TRUCK_IDS if t not in trucks]
        state["pile"], state["aside"], state["revealed"] = rest, [], []
    if loads:
        state["loads"] = [dict({c: 0 for c in data.COLOURS}, **load) for load in loads]
    return state


# -- the rulebook's worked examples ------------------------------------------------------------
def test_the_roll_white_3_grey_2_brown_3_purple_1_gives_those_pieces():
    """«тройка на белом, двойка на сером, тройка на коричневом и единица на фиолетовом»: three white
    singles, two grey doubles, three brown triples, one purple five; the blank turquoise gives none."""
    wanted = {"white": 3, "grey": 2, "brown": 3, "turquoise": 0, "purple": 1}
    seed = next(s for s in range(50_000) if RULES.setup({}, 3, s)["loads"][0] == wanted)
    state = RULES.setup({}, 3, seed)
    assert state["loads"][0] == wanted
    assert data.load_volume(state["loads"][0]) == 3 * 1 + 2 * 2 + 3 * 3 + 1 * 5
    assert RULES.view(state, 1)["loads"][0] == wanted          # every load is public


def test_penalty_examples_3_12_and_15():
    """Room for three white cubes: 3. Two brown triples left off: 12. Five empty units and a purple
    five left off: 15."""
    assert course.assess("T01", {"white": 6}, _whites("T01", 6))["penalty"] == 3
    browns = [{"colour": "brown", "row": r, "column": 0, "level": 1, "orientation": "row"} for r in range(3)]
    assert course.assess("T01", {"brown": 5}, browns) == {"loaded": 9, "empty": 0, "left_off": 6,
                                                         "penalty": 12}
    assert course.assess("T01", {"white": 4, "purple": 1}, _whites("T01", 4))["penalty"] == 5 + 10


def _penalty_placement(target):
    """A one-level truck, a load and a valid placement whose penalty is `target`."""
    for truck in ("T01", "T02", "T03", "T04", "T09"):
        volume = data.TRUCKS[truck]["volume"]
        for whites in range(1, 6):
            for placed in range(whites + 1):
                if volume - placed + 2 * (whites - placed) == target:
                    return truck, {"white": whites}, _whites(truck, placed)
    raise AssertionError(target)


def _round_with_penalties(penalties):
    setups = [_penalty_placement(p) for p in penalties]
    state = _at_loading(len(penalties), [s[0] for s in setups], [s[1] for s in setups])
    for seat, (_, _, pieces) in enumerate(setups):
        state = _step(state, seat, {"type": "load", "pieces": pieces})
    state, events = _system(state)
    return state, next(e for e in events if e["type"] == "RoundScored")


def test_round_14_9_4_6_only_the_4_gains_10():
    """Аня 14, Боря 9, Ваня 4, Галя 6: Ваня pays 4 and then gains 10."""
    state, scored = _round_with_penalties([14, 9, 4, 6])
    assert [s["penalty"] for s in scored["seats"]] == [14, 9, 4, 6]
    assert [s["bonus"] for s in scored["seats"]] == [0, 0, 10, 0]
    assert state["points"] == [75 - 14, 75 - 9, 75 - 4 + 10, 75 - 6]


def test_round_8_7_5_5_both_5s_gain_10():
    """Аня 8, Боря 7, Ваня and Галя 5 each: both gain 10."""
    _, scored = _round_with_penalties([8, 7, 5, 5])
    assert [s["bonus"] for s in scored["seats"]] == [0, 0, 10, 10]


# -- one test per ruling --------------------------------------------------------------------------
def test_ruling_1_three_to_six_seats_with_75_points():
    for players in range(3, 7):
        assert RULES.setup({}, players, 1)["points"] == [75] * players
    for players in (2, 7):
        with pytest.raises(IllegalAction) as err:
            RULES.setup({}, players, 1)
        assert err.value.code == "invalid_seat_count"


def test_ruling_2_and_4_the_roll_comes_from_the_state_prng_in_seat_then_die_order():
    state = RULES.setup({}, 4, 99)
    holder = {"rng": rng.seed_state(99)}
    engine.Rng(holder).shuffle(list(data.TRUCK_IDS))
    expected = [{d["colour"]: d["faces"][engine.Rng(holder).below(6)] for d in data.DICE} for _ in range(4)]
    assert state["loads"] == expected


def test_ruling_3_an_empty_pile_is_rebuilt_from_the_set_aside_trucks():
    state = RULES.setup({}, 4, 5)
    state["aside"], state["pile"] = list(state["pile"][:5]), []
    aside = sorted(state["aside"])
    truck = course.draw(state)
    assert sorted(state["pile"] + [truck]) == aside and state["aside"] == []
    out = {r["truck"] for r in state["revealed"]}
    assert not out & set(state["pile"])                        # this round's trucks stay out


def test_ruling_5_each_seat_reveals_two_trucks_with_3_4_players_and_one_with_5_6():
    for players, each in ((3, 2), (4, 2), (5, 1), (6, 1)):
        state = RULES.setup({}, players, 3)
        assert [r["by"] for r in state["revealed"]] == [s for s in range(players) for _ in range(each)]
        assert state["phase"] == "race" and state["active"] == list(range(players))
        assert len(state["pile"]) == 30 - players * each


def test_ruling_6_claims_refused_with_their_codes_change_nothing():
    state = RULES.setup({}, 3, 2)
    own = next(r["truck"] for r in state["revealed"] if r["by"] == 0)
    other = next(r["truck"] for r in state["revealed"] if r["by"] == 1)
    _refused(state, 0, {"type": "claim", "truck": own}, "own_truck")
    _refused(state, 0, {"type": "claim", "truck": "T99"}, "not_revealed")
    taken = _step(state, 0, {"type": "claim", "truck": other})
    taken, _ = _system(taken)                                   # the window closes: seat 0 has it
    _refused(taken, 2, {"type": "claim", "truck": other}, "truck_taken")
    _refused(taken, 0, {"type": "take_top"}, "already_has_truck")
    _refused(taken, 0, {"type": "claim", "truck": own}, "already_has_truck")
    last = RULES.copy_state(taken)
    last["trucks"][1] = last["pile"].pop()
    last["active"] = [2]
    _refused(last, 2, {"type": "claim", "truck": own}, "last_must_take_top")


def test_ruling_7_the_window_joins_claims_until_it_closes_and_the_white_die_settles_them():
    state = RULES.setup({"claim_window_ms": 300, "race_time_limit_s": 0}, 4, 8)
    truck = next(r["truck"] for r in state["revealed"] if r["by"] == 3)
    state = _step(state, 0, {"type": "claim", "truck": truck})
    assert RULES.timer(state) == {"id": 1, "delay_ms": 300, "key": f"close:{truck}"}
    assert 0 not in state["active"]
    _refused(state, 0, {"type": "take_top"}, "claim_pending")
    state = _step(state, 2, {"type": "claim", "truck": truck})   # inside the window: joins
    action = RULES.system_action(state)
    assert action == {"type": "close_claims", "truck": truck, "claimants": [0, 2], "timer": 1}
    _refused(state, None, {**action, "claimants": [0]}, "wrong_claimants")
    state, events = RULES.apply(state, None, action)
    taken = next(e for e in events if e["type"] == "TruckTaken")
    winner, loser = taken["seat"], 2 - taken["seat"]
    last = taken["rolls"][-1]
    assert last[str(winner)] > last[str(loser)]
    assert all(len(set(r.values())) == 1 for r in taken["rolls"][:-1])       # earlier rolls tied
    assert state["trucks"][winner] == truck and loser in state["active"]
    assert RULES.timers(state) == []
    _refused(state, 1, {"type": "claim", "truck": truck}, "truck_taken")      # after the window
    _refused(state, None, action, "stale_timer")                             # the close, again


def _two_windows(log=None):
    """A 5-seat game where seat 0 opens a window on truck A, seat 1 on truck B, and seat 2 joins A."""
    state = RULES.setup({"claim_window_ms": 300}, 5, 8)
    first, second = [next(r["truck"] for r in state["revealed"] if r["by"] == s) for s in (4, 3)]
    for seat, truck in ((0, first), (1, second), (2, first)):
        state = _step(state, seat, {"type": "claim", "truck": truck})
        if log is not None:
            log.append((seat, {"type": "claim", "truck": truck}))
    return state, first, second


def test_ruling_7_windows_on_two_trucks_overlap_each_with_its_own_timer():
    state, first, second = _two_windows()
    assert RULES.timers(state) == [{"id": 1, "delay_ms": 60_000, "key": "race_limit"},
                                   {"id": 2, "delay_ms": 300, "key": f"close:{first}"},
                                   {"id": 3, "delay_ms": 300, "key": f"close:{second}"}]
    assert state["windows"] == [{"truck": first, "claimants": [0, 2]},
                                {"truck": second, "claimants": [1]}]
    closing_b = RULES.system_action(state, 3)                       # B's timer fires first
    assert closing_b == {"type": "close_claims", "truck": second, "claimants": [1], "timer": 3}
    state, events = RULES.apply(state, None, closing_b)
    assert [e["type"] for e in events] == ["TruckTaken"] and state["trucks"][1] == second
    assert state["windows"] == [{"truck": first, "claimants": [0, 2]}]   # A is still open
    assert [t["id"] for t in RULES.timers(state)] == [1, 2]
    state = _step(state, 3, {"type": "claim", "truck": first})     # inside A's window: joins
    _refused(state, 4, {"type": "claim", "truck": second}, "truck_taken")
    closing_a = RULES.system_action(state, 2)
    assert closing_a["claimants"] == [0, 2, 3]
    state, events = RULES.apply(state, None, closing_a)
    winner = next(e["seat"] for e in events if e["type"] == "TruckTaken")
    assert winner in (0, 2, 3) and state["trucks"][winner] == first and state["windows"] == []
    assert sorted(state["active"]) == sorted({0, 2, 3, 4} - {winner})
    assert RULES.timers(state) == [{"id": 1, "delay_ms": 60_000, "key": "race_limit"}]
    _refused(state, min({0, 2, 3} - {winner}), {"type": "claim", "truck": first}, "truck_taken")


def test_ruling_7_overlapping_windows_close_in_either_order_and_replay_alike():
    log = []
    state, first, second = _two_windows(log)
    for timer_id in (2, 3):                                          # A's window first this time
        log.append((None, RULES.system_action(state, timer_id)))
        state = RULES.apply(state, None, log[-1][1])[0]
    assert state["trucks"][1] == second and first in state["trucks"] and state["windows"] == []
    assert canonical_json(RULES.replay({"claim_window_ms": 300}, 5, 8, log)) == canonical_json(state)


def test_ruling_7_a_close_that_misses_a_claimant_or_a_window_is_refused():
    state, first, second = _two_windows()
    closing_a = RULES.system_action(state, 2)
    _refused(state, None, {**closing_a, "claimants": [0]}, "wrong_claimants")
    _refused(state, None, {**closing_a, "truck": second, "timer": 3, "claimants": [0, 2]},
             "wrong_claimants")
    _refused(state, None, {**closing_a, "timer": 9}, "stale_timer")


def test_ruling_7_a_replay_of_the_close_does_not_depend_on_the_clock():
    state = RULES.setup({}, 4, 8)
    truck = next(r["truck"] for r in state["revealed"] if r["by"] == 3)
    log = [(0, {"type": "claim", "truck": truck}), (1, {"type": "claim", "truck": truck})]
    for seat, action in log:
        state = _step(state, seat, action)
    log.append((None, RULES.system_action(state)))
    state = RULES.apply(state, None, log[-1][1])[0]
    assert canonical_json(RULES.replay({}, 4, 8, log)) == canonical_json(state)


def _legal_agrees_with_apply(state, seat):
    """Every revealed truck: a claim legal_actions offers is accepted, any other is refused."""
    offered = set(_claimable(state, seat))
    for truck in (r["truck"] for r in state["revealed"]):
        try:
            RULES.apply(state, seat, {"type": "claim", "truck": truck})
        except IllegalAction:
            assert truck not in offered, truck
        else:
            assert truck in offered, truck
    return offered


def test_ruling_7a_a_pending_claim_blocks_the_last_seat():
    """«Когда все, кроме одного игрока, взяли по карте с грузовиком, последний игрок уже не может
    взять себе открытую карту»: seats 0 and 1 wait in windows on two trucks; seat 2 may only take
    the top card, and gets it by itself once both windows close."""
    state = RULES.setup({}, 3, 2)
    first, second = [next(r["truck"] for r in state["revealed"] if r["by"] == s) for s in (2, 0)]
    state = _step(state, 0, {"type": "claim", "truck": first})
    assert _legal_agrees_with_apply(state, 2)                  # one claim pending: seat 2 still may
    state = _step(state, 1, {"type": "claim", "truck": second})
    assert len(state["windows"]) == 2 and state["active"] == [2]
    third = next(r["truck"] for r in state["revealed"] if r["truck"] not in (first, second)
                 and r["by"] != 2)
    _refused(state, 2, {"type": "claim", "truck": third}, "last_must_take_top")
    assert _legal_agrees_with_apply(state, 2) == set()
    assert RULES.legal_actions(state, 2) == [{"type": "take_top"}]
    top = state["pile"][-1]
    state, events = _system(state)                             # the first window closes
    assert state["trucks"][0] == first and state["trucks"][2] is None     # one window still open
    state, events = _system(state)
    assert state["trucks"][1] == second and state["trucks"][2] == top
    assert {"type": "TopCardTaken", "seat": 2, "truck": top, "automatic": True} in events
    assert state["phase"] == "loading"


def test_ruling_7a_a_seat_may_take_the_top_while_the_others_claims_are_pending():
    state = RULES.setup({}, 3, 2)
    first, second = [next(r["truck"] for r in state["revealed"] if r["by"] == s) for s in (2, 0)]
    for seat, truck in ((0, first), (1, second)):
        state = _step(state, seat, {"type": "claim", "truck": truck})
    top = state["pile"][-1]
    state, events = RULES.apply(state, 2, {"type": "take_top"})
    assert state["trucks"][2] == top and events[0]["automatic"] is False
    assert len(state["windows"]) == 2 and state["phase"] == "race"


def test_ruling_7a_a_lost_window_frees_the_last_seat():
    """Seats 0 and 1 claim the same truck; seat 2 is the last free seat and may not claim. The die
    gives the truck to one of them: the loser is without a truck again, and seat 2 may claim anew."""
    state = RULES.setup({}, 3, 2)
    contested = next(r["truck"] for r in state["revealed"] if r["by"] == 2)
    for seat in (0, 1):
        state = _step(state, seat, {"type": "claim", "truck": contested})
    other = next(r["truck"] for r in state["revealed"] if r["by"] == 0)
    _refused(state, 2, {"type": "claim", "truck": other}, "last_must_take_top")
    assert _legal_agrees_with_apply(state, 2) == set()
    state, events = _system(state)
    winner = next(e["seat"] for e in events if e["type"] == "TruckTaken")
    loser = 1 - winner
    assert state["trucks"][2] is None and sorted(state["active"]) == sorted([loser, 2])
    assert other in _legal_agrees_with_apply(state, 2)         # judged anew: two seats are free
    assert _legal_agrees_with_apply(state, loser)
    state = _step(state, 2, {"type": "claim", "truck": other})
    spare = next(r["truck"] for r in state["revealed"] if r["by"] == 2 and r["truck"] != contested)
    _refused(state, loser, {"type": "claim", "truck": spare}, "last_must_take_top")  # now it is last
    assert RULES.legal_actions(state, loser) == [{"type": "take_top"}]


def test_ruling_8_take_top_is_at_once_even_with_revealed_trucks_left():
    state = RULES.setup({}, 4, 4)
    top = state["pile"][-1]
    state, events = RULES.apply(state, 1, {"type": "take_top"})
    assert state["trucks"][1] == top and events[0]["type"] == "TopCardTaken"
    assert _claimable(state, 0)


def test_ruling_9_the_last_seat_gets_the_top_card_automatically():
    state = RULES.setup({}, 3, 4)
    state = _step(state, 0, {"type": "take_top"})
    top = state["pile"][-2]                                     # seat 1 takes the top, seat 2 the next
    state, events = RULES.apply(state, 1, {"type": "take_top"})
    assert state["trucks"][2] == top and events[-3]["automatic"] is True
    assert state["phase"] == "loading"


def test_ruling_10_the_race_limit_settles_windows_then_gives_top_cards_in_seat_order():
    state = RULES.setup({"race_time_limit_s": 60}, 4, 6)
    assert RULES.timers(state) == [{"id": 1, "delay_ms": 60_000, "key": "race_limit"}]
    truck = next(r["truck"] for r in state["revealed"] if r["by"] == 0)
    other = next(r["truck"] for r in state["revealed"] if r["by"] == 1)
    state = _step(state, 1, {"type": "claim", "truck": truck})
    state = _step(state, 2, {"type": "claim", "truck": other})
    limit = RULES.system_action(state, 1)
    assert limit["windows"] == [{"truck": truck, "claimants": [1]}, {"truck": other, "claimants": [2]}]
    pile = list(state["pile"])
    state, events = RULES.apply(state, None, limit)
    assert [e["type"] for e in events][:2] == ["TruckTaken", "TruckTaken"]
    assert state["trucks"][1] == truck and state["trucks"][2] == other
    assert [state["trucks"][s] for s in (0, 3)] == [pile[-1], pile[-2]]
    assert state["phase"] == "loading" and RULES.timers(state) == []


def test_ruling_10_the_race_limit_counts_from_the_reveal_not_from_a_window():
    state = RULES.setup({"race_time_limit_s": 60}, 4, 6)
    revealed = [e for e in RULES.view(state, None)["timers"]]
    assert revealed == [{"id": 1, "delay_ms": 60_000, "key": "race_limit"}]    # set by the reveal
    truck = next(r["truck"] for r in state["revealed"] if r["by"] == 0)
    state = _step(state, 1, {"type": "claim", "truck": truck})
    state = RULES.apply(state, None, RULES.system_action(state))[0]    # the window closes first
    assert state["trucks"][1] == truck and state["windows"] == []
    assert RULES.timers(state) == revealed          # the same timer: neither re-armed nor moved
    assert RULES.system_action(state)["type"] == "race_limit"


def test_ruling_10_no_race_limit_when_it_is_off():
    state = RULES.setup({"race_time_limit_s": 0}, 4, 6)
    assert RULES.timers(state) == [] and RULES.system_action(state) is None


def test_ruling_11_the_sealed_race_reveals_claims_together():
    state = RULES.setup({"truck_race": "sealed"}, 4, 10)
    target = next(r["truck"] for r in state["revealed"] if r["by"] == 3)
    lone = next(r["truck"] for r in state["revealed"] if r["by"] == 0)
    state = _step(state, 0, {"type": "claim", "truck": target})
    assert RULES.view(state, 1)["sealed"] == {"0": None}           # hidden until the reveal
    _refused(state, 0, {"type": "take_top"}, "claim_pending")
    state = _step(state, 1, {"type": "claim", "truck": target})
    state = _step(state, 2, {"type": "take_top"})
    state = _step(state, 3, {"type": "claim", "truck": lone})
    assert state["phase"] == "race_settle"
    state, events = _system(state)
    assert events[0]["type"] == "ClaimsRevealed"
    assert state["trucks"][3] == lone and state["trucks"][2] is not None
    winner = next(e["seat"] for e in events if e["type"] == "TruckTaken" and e["truck"] == target)
    loser = 1 - winner
    assert state["trucks"][winner] == target
    assert state["phase"] == "loading" and state["trucks"][loser] is not None   # the last takes the top


def test_ruling_12_revealed_trucks_nobody_took_are_set_aside():
    state = RULES.setup({}, 3, 12)
    revealed = [r["truck"] for r in state["revealed"]]
    for seat in (0, 1):
        state = _step(state, seat, {"type": "take_top"})
    assert sorted(state["aside"]) == sorted(revealed)


def test_ruling_13_and_14_a_valid_placement_is_sealed_and_final_an_invalid_one_resendable():
    state = _at_loading(3, ["T10", "T26", "T30"], [{"white": 2, "grey": 1}] * 3)
    good = [{"colour": "grey", "row": 0, "column": 0, "level": 1, "orientation": "up"},
            {"colour": "white", "row": 0, "column": 1, "level": 1}]
    purple = {"colour": "purple", "row": 0, "column": 0, "level": 1, "orientation": "row"}
    bad = {"piece_not_in_load": [purple],
           "outside_grid": [{"colour": "grey", "row": 0, "column": 4, "level": 1, "orientation": "row"}],
           "cell_not_loadable": [{"colour": "white", "row": 1, "column": 0, "level": 1}],
           "too_high": [{"colour": "grey", "row": 0, "column": 0, "level": 2, "orientation": "up"},
                        {"colour": "white", "row": 0, "column": 1, "level": 1}],
           "overlap": [{"colour": "white", "row": 0, "column": 0, "level": 1}] * 2,
           "unsupported": [{"colour": "white", "row": 0, "column": 0, "level": 2}],
           "malformed_placement": [{"colour": "grey", "row": 0, "column": 0, "level": 1}]}
    for code, pieces in bad.items():
        _refused(state, 0, {"type": "load", "pieces": pieces}, code)
    state, events = RULES.apply(state, 0, {"type": "load", "pieces": good})
    assert RULES.view(state, 1)["sealed"] == {"0": None} and RULES.view(state, 0)["sealed"]["0"] == good
    assert RULES.redact(events[0], 1) == {"type": "ChoiceSealed", "seat": 0}
    _refused(state, 0, {"type": "load", "pieces": []}, "not_your_turn")


def test_ruling_15_at_the_loading_limit_the_default_bot_loads_and_the_action_carries_it():
    state = _at_loading(3, ["T01", "T02", "T03"], [{"white": 3, "grey": 2}] * 3,
                        options={"loading_time_limit_s": 30})
    state = _step(state, 1, {"type": "load", "pieces": []})
    action = RULES.system_action(state)
    assert sorted(action["placements"]) == ["0", "2"]
    state = RULES.apply(state, None, action)[0]
    assert state["phase"] == "scoring"
    state, events = _system(state)
    scored = next(e for e in events if e["type"] == "RoundScored")
    assert [s["timed_out"] for s in scored["seats"]] == [True, False, True]


def test_ruling_16_penalty_is_empty_units_plus_twice_the_length_left_off():
    pieces = [{"colour": "grey", "row": 0, "column": 0, "level": 1, "orientation": "row"}]
    assert course.assess("T26", {"grey": 2, "white": 1}, pieces) == {
        "loaded": 2, "empty": 12 - 2, "left_off": 3, "penalty": 10 + 6}


def test_ruling_17_points_never_go_below_zero_and_the_lowest_penalties_gain_10():
    state = _at_loading(3, ["T30", "T01", "T01"], [{"white": 1}, {"white": 5}, {"white": 5}])
    state["points"] = [5, 50, 50]
    for seat in range(3):
        state = _step(state, seat, {"type": "load", "pieces": []})
    state, events = _system(state)
    scored = next(e for e in events if e["type"] == "RoundScored")
    assert [s["penalty"] for s in scored["seats"]] == [38, 19, 19]
    assert [s["points"] for s in scored["seats"]] == [0, 50 - 19 + 10, 50 - 19 + 10]


def test_ruling_18_the_game_ends_when_a_seat_has_0_and_ties_share_first_place():
    state = _at_loading(3, ["T30", "T01", "T01"], [{"white": 1}, {"white": 5}, {"white": 5}])
    state["points"] = [5, 50, 50]
    for seat in range(3):
        state = _step(state, seat, {"type": "load", "pieces": []})
    state, _ = _system(state)
    assert RULES.is_over(state)
    assert RULES.outcome(state) == {"ranking": [{"seat": 1, "place": 1, "vp": 41},
                                                {"seat": 2, "place": 1, "vp": 41},
                                                {"seat": 0, "place": 3, "vp": 0}], "winners": [1, 2]}


def test_ruling_19_otherwise_the_trucks_are_set_aside_and_the_next_round_rolls():
    state = _at_loading(3, ["T09", "T19", "T24"], [{"white": 1}] * 3)
    for seat in range(3):
        state = _step(state, seat, {"type": "load", "pieces": []})
    state, events = _system(state)
    assert state["round"] == 2 and state["phase"] == "race"
    assert {"T09", "T19", "T24"} <= set(state["aside"])
    assert any(e["type"] == "LoadsRolled" and e["round"] == 2 for e in events)


def test_ruling_20_the_options_and_their_defaults():
    options = {o.name: o.default for o in RULES.spec.options}
    assert options == {"truck_race": "realtime", "claim_window_ms": 300, "race_time_limit_s": 60,
                       "loading_time_limit_s": None}


def test_round_results_show_the_optimal_penalty_beside_each_seats_own():
    state, scored = _round_with_penalties([14, 9, 4, 6])
    for seat in scored["seats"]:
        assert seat["optimal_penalty"] <= seat["penalty"]
        assert seat["left_on_table"] == seat["penalty"] - seat["optimal_penalty"]
    assert RULES.rounds(state)[0]["seats"] == scored["seats"]
