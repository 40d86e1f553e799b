"""Pack & Stack's hard race (foresight.py): it rates its options by the round they lead to, with the
rivals as reasonable players, so it gives up a little penalty to take the round's bonus, and in the
sealed race it keeps off a truck a rival will claim too."""
from shared import bots as platform_bots
from shared import engine
from shared.games.packstack import bots, foresight

RULES = engine.get("packstack")


def _penalty(truck, load):
    return foresight._penalty(truck, load)


def test_hard_takes_a_rivals_perfect_truck_when_that_wins_it_the_bonus():
    """Seed 68, 3 seats: T06 packs hard's load best (2), but T21 packs seat 2's load perfectly (0):
    left to seat 2 it takes the bonus whenever it grabs before seat 1; taken by hard (4), seat 2's
    best is 10 and hard's 4 is the round's best unless seat 1 gets T25 (1)."""
    view = RULES.view(RULES.setup({}, 3, 68), 0)
    mine, rival = view["loads"][0], view["loads"][2]
    assert _penalty("T06", mine) < _penalty("T21", mine) and _penalty("T21", rival) == 0
    rated = foresight.rate_options(view, 0, bots._claimable(view, 0))
    assert rated["T21"] > rated["T06"] > rated["T25"]
    assert bots.choose(view, 0, "hard")["actions"] == [{"type": "claim", "truck": "T21"}]
    assert bots.choose(view, 0, "medium")["actions"] == [{"type": "claim", "truck": "T06"}]


def test_the_rest_of_the_race_gives_every_seat_a_truck_in_every_order_of_the_rivals():
    view = RULES.view(RULES.setup({}, 4, 5), 2)
    pile = foresight.unknown_trucks(view)
    for truck in bots._claimable(view, 2):
        cases = foresight._after(view, 2, truck, pile)
        assert len(cases) == 6 and abs(sum(p for p, _ in cases) - 1) < 1e-9     # 3! orders
        for _, owners in cases:
            assert owners[2] == truck and sorted(owners) == [0, 1, 2, 3]
            claimed = [t for t in owners.values() if t != foresight.TOP]
            assert len(claimed) == len(set(claimed)) and foresight.TOP in owners.values()


def test_joining_a_window_is_a_tie_roll_and_its_loser_races_on():
    state = RULES.setup({}, 4, 5)
    wanted = next(r["truck"] for r in state["revealed"] if r["by"] == 3)
    state = RULES.apply(state, 0, {"type": "claim", "truck": wanted})[0]
    view = RULES.view(state, 1)
    cases = foresight._after(view, 1, wanted, foresight.unknown_trucks(view))
    assert round(sum(p for p, owners in cases if owners[1] == wanted), 9) == 0.5
    assert round(sum(p for p, owners in cases if owners[0] == wanted), 9) == 0.5
    assert all(owners[0] != owners[1] for _, owners in cases)


def test_in_the_sealed_race_a_truck_a_rival_claims_too_is_a_tie_roll_and_its_loser_claims_again():
    view = RULES.view(RULES.setup({"truck_race": "sealed"}, 3, 13), 0)
    planned = foresight._rivals_plan(view, 0)
    assert planned[1] == "T24"                       # seat 1's perfect truck (0)
    cases = foresight._sealed_cases(view, 0, "T24", planned, foresight.unknown_trucks(view))
    assert sorted(round(p, 2) for p, _ in cases) == [0.5, 0.5]
    won, lost = sorted(cases, key=lambda case: case[1][0] != "T24")
    assert won[1][0] == "T24" != won[1][1] and lost[1][1] == "T24" != lost[1][0]
    assert lost[1][0] is not None and sorted(lost[1]) == [0, 1, 2]     # the loser claims again
    action = bots.choose(view, 0, "hard")["actions"][0]
    RULES.apply(RULES.setup({"truck_race": "sealed"}, 3, 13), 0, action)   # raises if refused


def test_every_levels_race_answer_gives_the_bot_service_its_alternatives():
    """The bot service and hints read `evaluation["top"]` as a list (shared/bots.alternatives):
    hard lists its best options with their expected points, the other levels list none."""
    view = RULES.view(RULES.setup({}, 3, 68), 0)
    for level in bots.LEVELS:
        found = platform_bots.alternatives(bots.choose(view, 0, level)["evaluation"])
        assert [a["option"] for a in found][:1] == (["T21"] if level == "hard" else [])
    rated = foresight.rate_options(view, 0, bots._claimable(view, 0))
    found = platform_bots.alternatives(bots.choose(view, 0, "hard")["evaluation"])
    assert [a["option"] for a in found] == sorted(rated, key=rated.get, reverse=True)[:3]
    assert found[0]["score"] == round(rated["T21"], 2) > found[1]["score"]
