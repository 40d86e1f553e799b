"""Pack & Stack's hard race (foresight.py): it rates its options by the round they lead to, with the
rivals as reasonable players, so it gives up a little penalty to take the round's bonus, and in the
sealed race it keeps off a truck a rival will claim too."""
from shared import engine
from shared.games.packstack import bots, foresight

RULES = engine.get("packstack")


def _penalty(truck, load):
    return foresight._penalty(truck, load)


def test_hard_takes_a_rivals_perfect_truck_when_that_wins_it_the_bonus():
    """Seed 13, 3 seats: T17 packs hard's load best (8), but T24 packs seat 1's load perfectly (0):
    left to seat 1 it takes the bonus; taken by hard (12), hard's 12 is the round's best."""
    view = RULES.view(RULES.setup({}, 3, 13), 0)
    mine, rival = view["loads"][0], view["loads"][1]
    assert _penalty("T17", mine) < _penalty("T24", mine) and _penalty("T24", rival) == 0
    rated = foresight.rate_options(view, 0, bots._claimable(view, 0))
    assert rated["T24"] > rated["T17"] > rated["T30"]
    answer = bots.choose(view, 0, "hard")
    assert answer["actions"] == [{"type": "claim", "truck": "T24"}]
    assert bots.choose(view, 0, "medium")["actions"] == [{"type": "claim", "truck": "T17"}]


def test_the_rest_of_the_race_gives_every_seat_a_truck_and_the_last_free_the_top():
    view = RULES.view(RULES.setup({}, 4, 5), 2)
    pile = foresight.unknown_trucks(view)
    for truck in bots._claimable(view, 2):
        [(chance, owners)] = foresight._after(view, 2, truck, pile)
        assert chance == 1.0 and owners[2] == truck and sorted(owners) == [0, 1, 2, 3]
        claimed = [t for t in owners.values() if t != foresight.TOP]
        assert len(claimed) == len(set(claimed)) and list(owners.values()).count(foresight.TOP) >= 1


def test_joining_a_window_is_a_tie_roll_and_its_loser_races_on():
    state = RULES.setup({}, 4, 5)
    wanted = next(r["truck"] for r in state["revealed"] if r["by"] == 3)
    state = RULES.apply(state, 0, {"type": "claim", "truck": wanted})[0]
    view = RULES.view(state, 1)
    cases = foresight._after(view, 1, wanted, foresight.unknown_trucks(view))
    assert [round(p, 2) for p, _ in cases] == [0.5, 0.5]
    assert cases[0][1][1] == wanted and cases[1][1][0] == wanted
    assert cases[0][1][0] != wanted and cases[1][1][1] != wanted


def test_in_the_sealed_race_hard_rates_a_truck_a_rival_claims_too_as_a_tie_roll():
    view = RULES.view(RULES.setup({"truck_race": "sealed"}, 3, 13), 0)
    planned = foresight._rivals_plan(view, 0)
    assert planned[1] == "T24"                       # seat 1's perfect truck, as above
    cases = foresight._sealed_cases(view, 0, "T24", planned, foresight.unknown_trucks(view))
    assert sorted(round(p, 2) for p, _ in cases) == [0.5, 0.5]
    assert {owners[0] for _, owners in cases} == {"T24", foresight.TOP}
    action = bots.choose(view, 0, "hard")["actions"][0]
    RULES.apply(RULES.setup({"truck_race": "sealed"}, 3, 13), 0, action)   # raises if refused
