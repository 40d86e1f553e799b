"""Rulebook: setting up the game for 2, 3 and 4 players."""
import pytest

from shared import engine
from shared.games.glueckauf import setup

from glueckauf_table import RULES, assert_coal_conserved

COLOURS = ("yellow", "brown", "gray", "black")


@pytest.mark.parametrize("players, workers, marks", [(2, 18, 10), (3, 15, 9), (4, 13, 8)])
def test_setup_by_player_count(players, workers, marks):
    """in a 2-player game: 18 Workers each (10 Marks); in a 3-player game: 15 Workers each (9 Marks);
    in a 4-player game: 13 Workers each (8 Marks). 4 Coal cubes: 1 brown 1 gray 1 yellow 1 black
    (each of which is placed onto the Lorry of its color in his Pit); 1 Pit cage at the Surface level;
    the Victory Point marker on 0."""
    state = RULES.setup({}, players, 11)
    assert state["phase"] == "draft" and state["shift"] == 1
    for seat in state["seats"]:
        assert (seat["workers"], seat["marks"], seat["vp"]) == (workers, marks, 0)
        assert seat["cage_level"] == "surface" and sum(seat["cage"].values()) == 0
        for colour in COLOURS:
            level = seat["pit"][colour]
            assert level["lorries"] == 1
            assert level["cubes"] == {c: int(c == colour) for c in COLOURS}
        assert (seat["light"], seat["dark"], seat["tiles"]) == (0, 0, [])
    assert state["supply"] == {c: 16 - players for c in COLOURS}
    assert_coal_conserved(state)


def test_starting_player_is_drawn_with_the_seed_or_named():
    """Determine the Starting Player (ruling: the seeded PRNG unless the options name one)."""
    drawn = {RULES.setup({}, 4, seed)["start_player"] for seed in range(40)}
    assert drawn == {0, 1, 2, 3}
    assert RULES.setup({}, 4, 5)["start_player"] == RULES.setup({}, 4, 5)["start_player"]
    assert RULES.setup({"starting_player": 2}, 4, 5)["start_player"] == 2


@pytest.mark.parametrize("players, start", [(2, 2), (2, 3), (3, 3), (4, -1)])
def test_a_starting_player_who_is_not_a_seat_is_refused(players, start):
    """(ruling) the option must name a seat of this game: it is refused, never replaced by a drawn seat."""
    with pytest.raises(engine.IllegalAction) as err:
        RULES.setup({"starting_player": start}, players, 5)
    assert err.value.code == "invalid_option"
    with pytest.raises(engine.IllegalAction) as err:          # the game's own setup, called directly
        setup({"starting_player": start}, players, 5)
    assert err.value.code == "invalid_option"
    assert RULES.setup({"starting_player": players - 1}, players, 5)["start_player"] == players - 1
