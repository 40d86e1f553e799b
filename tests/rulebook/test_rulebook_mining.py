"""Rulebook: mining work steps, the 5-spot cage, private storage, the 2-cubes-for-1-spot rule."""
import pytest

from shared import engine

from glueckauf_table import (GEORGE, MIKE, RULES, assert_coal_conserved, end_work_phase, game,
                             give_orders, play, set_level, turn_to)

EMPTY = {"yellow": 0, "brown": 0, "gray": 0, "black": 0}
GRAY_GRAY_BARROW = 8       # order card: barrow, 7 VP, spots gray + gray
GRAY_BARROW = 4            # order card: barrow, 4 VP, one gray spot


def _mining_table(space: str = "mining_8") -> dict:
    """3 players; Mike has 3 gray cubes on his gray level, a gray+gray order, cage at the surface."""
    state = turn_to(game(3), MIKE)
    set_level(state, MIKE, "gray", 3, {"gray": 3})
    give_orders(state, MIKE, [GRAY_GRAY_BARROW])
    assert state["seats"][MIKE]["cage_level"] == "surface"
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    assert state["pending"]["kind"] == "mining"
    return state


def test_eight_step_mining_example():
    """Mike places a Worker onto the "Mining" Worker space that allows up to 8 work steps. He performs
    the following 8 work steps: 1. Move the Pit cage downwards 2. Move 1 gray Coal cube to the Pit
    cage 3. Move 1 gray Coal cube to the Pit cage 4. Move the Pit cage upwards 5. Move 1 yellow Coal
    cube to the Pit cage 6. Move the Pit cage upwards 7. Move 1 gray Coal cube to a gray Order spot
    8. Move 1 gray Coal cube to a gray Order spot"""
    state = _mining_table()
    supply = dict(state["supply"])
    steps = [{"type": "move_cage", "level": "gray"},
             {"type": "load", "colour": "gray"},
             {"type": "load", "colour": "gray"},
             {"type": "move_cage", "level": "yellow"},
             {"type": "load", "colour": "yellow"},
             {"type": "move_cage", "level": "surface"},
             {"type": "fill", "order": GRAY_GRAY_BARROW, "spot": 0, "colour": "gray", "from": "cage"},
             {"type": "fill", "order": GRAY_GRAY_BARROW, "spot": 1, "colour": "gray", "from": "cage"}]
    for done, step in enumerate(steps):
        assert state["pending"]["steps"] == 8 - done
        state, events = play(state, MIKE, step)
    mike = state["seats"][MIKE]
    assert mike["cage_level"] == "surface"
    assert mike["cage"] == {**EMPTY, "yellow": 1}
    assert mike["storage"] == EMPTY
    assert mike["pit"] == {"yellow": {"lorries": 1, "cubes": EMPTY},
                           "brown": {"lorries": 1, "cubes": {**EMPTY, "brown": 1}},
                           "gray": {"lorries": 3, "cubes": {**EMPTY, "gray": 1}},
                           "black": {"lorries": 1, "cubes": {**EMPTY, "black": 1}}}
    assert mike["outstanding"] == [{"card": GRAY_GRAY_BARROW, "spots": [["gray"], ["gray"]]}]
    assert state["supply"] == supply
    assert {"type": "MiningStopped", "seat": MIKE, "forfeited": 0} in events
    assert state["pending"] is None and state["active"] == [GEORGE]    # 8 steps used: turn over
    assert_coal_conserved(state)


def test_fewer_steps_are_forfeited():
    """(If you perform fewer work steps, the rest are simply forfeited.)"""
    state = _mining_table()
    state, events = play(state, MIKE, {"type": "move_cage", "level": "gray"}, {"type": "stop"})
    assert {"type": "MiningStopped", "seat": MIKE, "forfeited": 7} in events
    assert state["pending"] is None and state["active"] == [GEORGE]


def test_cage_moves_any_distance_and_loads_only_at_its_level():
    """Move your Pit cage downwards / upwards and stop at any Tunnel level (or the Surface). While your
    Pit cage is at a Tunnel level: Move 1 Coal cube from any Lorry at that level."""
    state = _mining_table()
    with pytest.raises(engine.IllegalAction):                         # at the surface: no loading
        RULES.apply(state, MIKE, {"type": "load", "colour": "yellow"})
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "black"})
    with pytest.raises(engine.IllegalAction):                         # no gray cube on black level
        RULES.apply(state, MIKE, {"type": "load", "colour": "gray"})
    loads = [a for a in RULES.legal_actions(state, MIKE) if a["type"] == "load"]
    assert loads == [{"type": "load", "colour": "black"}]
    with pytest.raises(engine.IllegalAction):                         # standing still is no step
        RULES.apply(state, MIKE, {"type": "move_cage", "level": "black"})


def test_cage_holds_five_cubes():
    """your Pit cage has a total of 5 spots"""
    state = _mining_table("mining_10")
    set_level(state, MIKE, "gray", 3, {"gray": 3, "black": 3})
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "gray"},
                    *[{"type": "load", "colour": c} for c in ("gray",) * 3 + ("black",) * 2])
    assert sum(state["seats"][MIKE]["cage"].values()) == 5
    with pytest.raises(engine.IllegalAction) as err:
        RULES.apply(state, MIKE, {"type": "load", "colour": "black"})
    assert err.value.code == "cage_full"
    assert not [a for a in RULES.legal_actions(state, MIKE) if a["type"] == "load"]


def test_cage_keeps_its_level_between_turns_and_shifts():
    """(ruling) the pit cage keeps its level between turns and shifts."""
    state = _mining_table()
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "gray"}, {"type": "stop"})
    state = turn_to(state, MIKE)
    state, _ = play(state, MIKE, {"type": "place", "space": "mining_6"})
    assert state["seats"][MIKE]["cage_level"] == "gray"
    state, _ = play(state, MIKE, {"type": "load", "colour": "gray"})   # no move needed first
    assert state["pending"]["steps"] == 5
    state, _ = play(state, MIKE, {"type": "stop"})
    state, _ = play(end_work_phase(state), None, {"type": "score_shift"})
    assert state["shift"] == 2 and state["seats"][MIKE]["cage_level"] == "gray"
    assert state["seats"][MIKE]["cage"]["gray"] == 1


def test_private_storage_and_filling_from_it_at_any_time():
    """At the Surface level: Move 1 Coal cube from your Pit cage to your Private Coal storage. Move 1
    Coal cube from your Private Coal storage to an Order card (the same rules apply)."""
    state = _mining_table("mining_10")
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "gray"},
                    {"type": "load", "colour": "gray"}, {"type": "load", "colour": "gray"})
    with pytest.raises(engine.IllegalAction):                         # storing only at the surface
        RULES.apply(state, MIKE, {"type": "store", "colour": "gray"})
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "surface"},
                    {"type": "store", "colour": "gray"}, {"type": "store", "colour": "gray"},
                    {"type": "move_cage", "level": "black"},
                    {"type": "fill", "order": GRAY_GRAY_BARROW, "spot": 0, "colour": "gray",
                     "from": "storage"})
    mike = state["seats"][MIKE]
    assert mike["storage"] == {**EMPTY, "gray": 1} and mike["cage"] == EMPTY
    assert mike["outstanding"][0]["spots"] == [["gray"], []]
    with pytest.raises(engine.IllegalAction):                         # the cage is not at the surface
        RULES.apply(state, MIKE, {"type": "fill", "order": GRAY_GRAY_BARROW, "spot": 1,
                                  "colour": "gray", "from": "cage"})
    assert_coal_conserved(state)


def test_two_cubes_fill_one_spot_for_two_steps():
    """Instead of the Coal cube of the requested color you may place any 2 Coal cubes (of the same or
    different colors) onto the Order spot. However, moving these 2 Coal cubes from your Pit cage to
    the Order spot still requires a total of 2 work steps."""
    state = turn_to(game(3), MIKE)
    give_orders(state, MIKE, [GRAY_BARROW])
    state["seats"][MIKE]["cage"]["yellow"] = 1          # staged: carried up in an earlier turn
    state["supply"]["yellow"] -= 1
    for colour in ("brown", "gray"):
        state["seats"][MIKE]["storage"][colour] = 1
        state["supply"][colour] -= 1
    state, _ = play(state, MIKE, {"type": "place", "space": "mining_6"},
                    {"type": "fill", "order": GRAY_BARROW, "spot": 0, "colour": "yellow",
                     "from": "cage"})
    assert state["pending"]["steps"] == 5
    state, _ = play(state, MIKE, {"type": "stop"})
    state = turn_to(state, MIKE)                                     # 1 wrong cube: not complete
    assert {"type": "place", "space": "delivery_barrow"} not in RULES.legal_actions(state, MIKE)
    state, _ = play(state, MIKE, {"type": "place", "space": "mining_10"},
                    {"type": "fill", "order": GRAY_BARROW, "spot": 0, "colour": "brown",
                     "from": "storage"})
    assert state["pending"]["steps"] == 9
    assert state["seats"][MIKE]["outstanding"] == [{"card": GRAY_BARROW, "spots": [["yellow", "brown"]]}]
    with pytest.raises(engine.IllegalAction) as err:                 # the spot is now filled
        RULES.apply(state, MIKE, {"type": "fill", "order": GRAY_BARROW, "spot": 0, "colour": "gray",
                                  "from": "storage"})
    assert err.value.code == "spot_filled"
    state, _ = play(state, MIKE, {"type": "stop"})
    state = turn_to(state, MIKE)
    state, events = play(state, MIKE, {"type": "place", "space": "delivery_barrow"})
    assert {"type": "OrdersDelivered", "seat": MIKE, "vehicle": "barrow", "orders": [GRAY_BARROW],
            "vp": 4} in events
    assert_coal_conserved(state)


def test_cubes_on_orders_never_move_again():
    """Note: Once Coal cubes are placed on Order spots, you may not relocate them to other Order spots
    later!"""
    state = _mining_table("mining_10")
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "gray"},
                    {"type": "load", "colour": "gray"}, {"type": "move_cage", "level": "surface"},
                    {"type": "fill", "order": GRAY_GRAY_BARROW, "spot": 0, "colour": "gray",
                     "from": "cage"}, {"type": "stop"})
    state = turn_to(state, MIKE)
    state, _ = play(state, MIKE, {"type": "place", "space": "mining_6"})
    for action in RULES.legal_actions(state, MIKE):                  # no step touches spot 0
        assert not (action["type"] == "fill" and action["spot"] == 0)
        assert action["type"] in ("move_cage", "load", "store", "fill", "stop")
    with pytest.raises(engine.IllegalAction):
        RULES.apply(state, MIKE, {"type": "fill", "order": GRAY_GRAY_BARROW, "spot": 0,
                                  "colour": "gray", "from": "cage"})
    state, _ = play(state, MIKE, {"type": "move_cage", "level": "gray"},
                    {"type": "load", "colour": "gray"}, {"type": "stop"})
    assert state["seats"][MIKE]["outstanding"][0]["spots"] == [["gray"], []]
