"""Rulebook: the Lorry factory (tile spaces, the draw-5 space) and the coal-shortage rule."""
import pytest

from shared import engine

from glueckauf_table import (GEORGE, LUCY, MIKE, RULES, assert_coal_conserved, end_work_phase, game,
                             move_supply_to_storage, play, turn_to)

TWO_GRAY_LIGHT = 14       # tile type: gray level, 2 lorries, light side (3 Marks each)


def _tile_table(tile: int = TWO_GRAY_LIGHT) -> tuple[dict, str]:
    """3 players, Mike to move, `tile` lying on the first open tile space of the Lorry factory."""
    state = turn_to(game(3), MIKE)
    space = "factory_1"
    state["factory"][space] = tile
    return state, space


def test_two_gray_lorry_tile_for_six_marks():
    """Mike places his Worker onto this Worker space in the Lorry factory and thus acquires the Tunnel
    tile with 2 gray Lorries. For this he must return a total of 6 Marks to the general Bank note
    supply. Mike places 2 gray Coal cubes onto the acquired gray Tunnel tile (1 on each Lorry). Then he
    must add the tile to the "Light" side of his gray Tunnel level. At the end of your turn ... fill
    its empty space with a face-up Tunnel tile drawn from the face-down stack."""
    state, space = _tile_table()
    mike = state["seats"][MIKE]
    marks, supply, gray = mike["marks"], dict(state["supply"]), dict(mike["pit"]["gray"]["cubes"])
    top = state["tile_stack"][-1]                     # the top of the stack is the list's end
    state, events = play(state, MIKE, {"type": "place", "space": space})
    mike = state["seats"][MIKE]
    assert mike["marks"] == marks - 6
    assert mike["pit"]["gray"]["lorries"] == 1 + 2
    assert mike["pit"]["gray"]["cubes"] == {**gray, "gray": gray["gray"] + 2}
    assert state["supply"] == {**supply, "gray": supply["gray"] - 2}
    assert mike["tiles"] == [TWO_GRAY_LIGHT] and (mike["light"], mike["dark"]) == (1, 0)
    assert state["factory"][space] == top
    assert {"type": "TileBought", "seat": MIKE, "tile": TWO_GRAY_LIGHT, "cost": 6, "level": "gray",
            "side": "light"} in events
    assert state["active"] == [GEORGE] and state["pending"] is None
    assert_coal_conserved(state)


@pytest.mark.parametrize("tile, level, side, cost, lorries", [
    (1, "yellow", "dark", 1, 1), (4, "brown", "dark", 4, 2), (13, "gray", "light", 3, 1),
    (16, "black", "light", 8, 2)])
def test_tile_costs_and_sides(tile, level, side, cost, lorries):
    """each yellow Lorry costs 1 Mark, each brown 2, each gray 3, each black 4; add it to its matching
    level on the matching side."""
    state, space = _tile_table(tile)
    state["seats"][MIKE]["marks"] = 8
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    mike = state["seats"][MIKE]
    assert mike["marks"] == 8 - cost
    assert mike["pit"][level]["lorries"] == 1 + lorries
    assert mike["pit"][level]["cubes"][level] == 1 + lorries
    assert mike[side] == 1


def _draw_table() -> dict:
    state = turn_to(game(3), MIKE)
    state["seats"][MIKE]["marks"] = 20
    return state


def test_draw_five_tiles_keep_one_and_return_four_in_chosen_order():
    """take the top 5 Tunnel tiles from the face-down stack. Choose 1 Tunnel tile from among those 5
    and pay the usual costs for the Lorries on this tile. Then return the remaining 4 tiles face down
    in the order of your choice EITHER to the top OR to the bottom of the stack."""
    state = _draw_table()
    top5 = list(reversed(state["tile_stack"][-5:]))
    stack_size = len(state["tile_stack"])
    state, events = play(state, MIKE, {"type": "place", "space": "factory_draw"})
    assert state["pending"]["kind"] == "keep_tile" and state["pending"]["drawn"] == top5
    assert events[-1]["type"] == "TilesDrawn" and events[-1]["count"] == 5
    kept, rest = top5[2], top5[:2] + top5[3:]
    marks = state["seats"][MIKE]["marks"]
    from shared.games.glueckauf.data import TILE_COST
    state, _ = play(state, MIKE, {"type": "keep_tile", "tile": kept})
    assert state["seats"][MIKE]["tiles"] == [kept]
    assert state["seats"][MIKE]["marks"] == marks - TILE_COST[kept]
    assert state["pending"]["kind"] == "return_tiles" and state["active"] == [MIKE]
    chosen = list(reversed(rest))
    state, _ = play(state, MIKE, {"type": "return_tiles", "to": "top", "order": chosen})
    assert len(state["tile_stack"]) == stack_size - 1
    assert list(reversed(state["tile_stack"][-4:])) == chosen     # chosen[0] is now the top tile
    assert state["pending"] is None and state["active"] == [GEORGE]


def test_draw_five_tiles_returned_to_the_bottom():
    """... EITHER to the top OR to the bottom of the stack."""
    state = _draw_table()
    state, _ = play(state, MIKE, {"type": "place", "space": "factory_draw"})
    drawn = state["pending"]["drawn"]
    state, _ = play(state, MIKE, {"type": "keep_tile", "tile": drawn[0]},
                    {"type": "return_tiles", "to": "bottom", "order": drawn[1:]})
    assert list(reversed(state["tile_stack"][:4])) == drawn[1:]   # drawn[1] lies above the others


def test_draw_five_tiles_keeping_none_is_a_complete_action():
    """(You are allowed to return all 5 tiles to the top or bottom of the stack and thus not gain a
    Tunnel tile at all - this still counts as a complete action.)"""
    state = _draw_table()
    marks, stack = state["seats"][MIKE]["marks"], list(state["tile_stack"])
    state, _ = play(state, MIKE, {"type": "place", "space": "factory_draw"})
    drawn = state["pending"]["drawn"]
    state, _ = play(state, MIKE, {"type": "keep_tile", "tile": None},
                    {"type": "return_tiles", "to": "top", "order": drawn})
    assert state["tile_stack"] == stack                       # same tiles, same order as before
    assert state["seats"][MIKE]["tiles"] == [] and state["seats"][MIKE]["marks"] == marks
    assert state["occupancy"]["factory_draw"][MIKE] == 1
    assert state["active"] == [GEORGE]


def test_draw_five_tiles_must_return_exactly_the_rest():
    """Return the remaining 4 tiles: not fewer, not others."""
    state = _draw_table()
    state, _ = play(state, MIKE, {"type": "place", "space": "factory_draw"},
                    {"type": "keep_tile", "tile": None})
    drawn = state["pending"]["drawn"]
    for bad in (drawn[:4], drawn + drawn[:1], [999] + drawn[1:]):
        with pytest.raises(engine.IllegalAction):
            RULES.apply(state, MIKE, {"type": "return_tiles", "to": "top", "order": bad})
    with pytest.raises(engine.IllegalAction):
        RULES.apply(state, MIKE, {"type": "return_tiles", "to": "middle", "order": drawn})


EMPTY_GRAY_LORRIES = 11   # shift-clock element: "the most empty gray lorries in his pit"


def _shortage_table() -> tuple[dict, str]:
    """Mike buys the 2-gray-lorry tile for 6 Marks while no gray cube is left in the supply."""
    state, space = _tile_table()
    move_supply_to_storage(state, LUCY, "gray")
    return state, space


def test_coal_shortage_player_may_place_any_colour():
    """If, when a player acquires a Tunnel tile, the supply contains fewer Coal cubes of the color he
    needs to fill the Lorries on that tile, the player may place 1 Coal cube of any color onto each
    Lorry on that tile which he cannot fill properly. This does not affect any costs paid for this tile."""
    state, space = _shortage_table()
    marks = state["seats"][MIKE]["marks"]
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    assert state["pending"]["kind"] == "substitute_coal" and state["active"] == [MIKE]
    assert state["seats"][MIKE]["marks"] == marks - 6                   # the cost is unchanged
    options = [a["colour"] for a in RULES.legal_actions(state, MIKE)]
    assert options == [None, "yellow", "brown", "black"]                # "may": no cube is a choice too
    with pytest.raises(engine.IllegalAction):
        RULES.apply(state, MIKE, {"type": "substitute_coal", "colour": "gray"})
    state, events = play(state, MIKE, {"type": "substitute_coal", "colour": "black"},
                         {"type": "substitute_coal", "colour": "yellow"})
    gray_level = state["seats"][MIKE]["pit"]["gray"]
    assert gray_level == {"lorries": 3, "cubes": {"yellow": 1, "brown": 0, "gray": 1, "black": 1}}
    assert {"type": "SubstituteCoalPlaced", "seat": MIKE, "level": "gray", "colour": "black"} in events
    assert state["pending"] is None and state["active"] == [GEORGE]
    assert_coal_conserved(state)


def test_coal_shortage_player_may_leave_the_lorries_empty():
    """... the player *may* place 1 Coal cube of any color onto each Lorry ... which he cannot fill
    properly: he may also place none, lorry by lorry. An empty lorry counts on the shift clock: "the
    last 4 elements reward the number of empty lorries in the player's pit (with no coal on them)"
    (ru: «пустых вагонеток в шахте игрока (на которых нет угля)»), by the lorry's own colour."""
    state, space = _shortage_table()
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    supply = dict(state["supply"])
    state, events = play(state, MIKE, {"type": "substitute_coal", "colour": None},
                         {"type": "substitute_coal", "colour": None})
    mike = state["seats"][MIKE]
    assert mike["pit"]["gray"] == {"lorries": 3, "cubes": {"yellow": 0, "brown": 0, "gray": 1, "black": 0}}
    assert state["supply"] == supply
    assert events[:2] == [{"type": "LorryLeftEmpty", "seat": MIKE, "level": "gray"}] * 2
    assert state["pending"] is None and state["active"] == [GEORGE]
    assert _empty_gray_lorries_scored(state) == [0, 0, 2]
    assert_coal_conserved(state)


def test_coal_shortage_one_lorry_with_a_cube_and_one_left_empty():
    """onto each Lorry: the choice is made for every lorry; a lorry holding a cube of another colour is
    not empty and does not count on the shift clock."""
    state, space = _shortage_table()
    state, _ = play(state, MIKE, {"type": "place", "space": space},
                    {"type": "substitute_coal", "colour": "brown"},
                    {"type": "substitute_coal", "colour": None})
    assert state["seats"][MIKE]["pit"]["gray"]["cubes"] == {"yellow": 0, "brown": 1, "gray": 1, "black": 0}
    assert _empty_gray_lorries_scored(state) == [0, 0, 1]
    assert_coal_conserved(state)


def _empty_gray_lorries_scored(state: dict) -> list:
    """The empty-gray-lorries counts of the third shift's scoring of this table."""
    state["shift"] = 3
    state, events = play(end_work_phase(state), None, {"type": "score_shift"})
    (scored,) = [e for e in events if e["type"] == "ShiftScored"]
    (element,) = [r for r in scored["elements"] if r["element"] == EMPTY_GRAY_LORRIES]
    return element["counts"]


def test_coal_shortage_with_one_gray_left():
    """fewer Coal cubes of the color he needs: only the lorries that cannot be filled properly."""
    state, space = _tile_table()
    move_supply_to_storage(state, LUCY, "gray", state["supply"]["gray"] - 1)
    state, _ = play(state, MIKE, {"type": "place", "space": space},
                    {"type": "substitute_coal", "colour": "brown"})
    assert state["seats"][MIKE]["pit"]["gray"]["cubes"] == {"yellow": 0, "brown": 1, "gray": 2,
                                                            "black": 0}
    assert state["pending"] is None
    assert_coal_conserved(state)


def test_coal_shortage_with_one_colour_left_still_asks():
    """(ruling) "may": with a single colour left in the supply the player still chooses, that colour or
    no cube."""
    state, space = _tile_table()
    for colour in ("yellow", "brown", "gray"):
        move_supply_to_storage(state, LUCY, colour)
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    assert RULES.legal_actions(state, MIKE) == [{"type": "substitute_coal", "colour": None},
                                                {"type": "substitute_coal", "colour": "black"}]
    state, _ = play(state, MIKE, {"type": "substitute_coal", "colour": "black"},
                    {"type": "substitute_coal", "colour": None})
    assert state["seats"][MIKE]["pit"]["gray"]["cubes"] == {"yellow": 0, "brown": 0, "gray": 1, "black": 1}
    assert_coal_conserved(state)


def test_coal_shortage_choice_must_name_a_colour_or_none():
    """Leaving a lorry empty is said with `colour: null`; a missing colour is refused, not taken as it."""
    state, space = _shortage_table()
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    for bad in ({"type": "substitute_coal"}, {"type": "substitute_coal", "colour": "pink"},
                {"type": "substitute_coal", "colour": ["black"]}):
        with pytest.raises(engine.IllegalAction):
            RULES.apply(state, MIKE, bad)


def test_coal_shortage_with_an_empty_supply_leaves_lorries_empty():
    """(ruling) where the supply is empty, the lorry stays empty."""
    state, space = _tile_table()
    for colour in ("yellow", "brown", "gray", "black"):
        move_supply_to_storage(state, LUCY, colour)
    state, _ = play(state, MIKE, {"type": "place", "space": space})
    assert state["pending"] is None and state["active"] == [GEORGE]
    level = state["seats"][MIKE]["pit"]["gray"]
    assert level["lorries"] == 3 and sum(level["cubes"].values()) == 1
    assert_coal_conserved(state)


def test_draw_five_with_a_coal_shortage_then_return():
    """The kept tile is filled like any other (coal shortage included) before the rest go back."""
    state = _draw_table()
    state["tile_stack"][-5:] = [1, 2, 3, 4, TWO_GRAY_LIGHT]       # the top tile is the list's end
    move_supply_to_storage(state, LUCY, "gray")
    state, _ = play(state, MIKE, {"type": "place", "space": "factory_draw"},
                    {"type": "keep_tile", "tile": TWO_GRAY_LIGHT})
    assert state["pending"]["kind"] == "substitute_coal"
    state, _ = play(state, MIKE, {"type": "substitute_coal", "colour": "black"},
                    {"type": "substitute_coal", "colour": "black"})
    assert state["pending"]["kind"] == "return_tiles" and state["active"] == [MIKE]
    state, _ = play(state, MIKE, {"type": "return_tiles", "to": "top", "order": [4, 3, 2, 1]})
    assert state["seats"][MIKE]["pit"]["gray"]["cubes"] == {"yellow": 0, "brown": 0, "gray": 1,
                                                            "black": 2}
    assert state["tile_stack"][-4:] == [1, 2, 3, 4] and state["active"] == [GEORGE]
    assert_coal_conserved(state)
