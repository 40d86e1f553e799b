"""Property tests of Glück Auf's majority scoring (`shift.majority_awards`), rulebook "Shift scoring".

Tie for first: all tied get first, no second. Tie for second: all tied get second. 2 players: no
second place. A player needs at least 1 of the counted thing to score.
"""
from hypothesis import given, settings, strategies as st

from shared.games.glueckauf.data import SHIFT_CLOCK
from shared.games.glueckauf.shift import majority_awards

CLOCK_PRIZES = [(e["first"], e["second"]) for e in SHIFT_CLOCK]

counts_st = st.lists(st.integers(min_value=0, max_value=12), min_size=2, max_size=4)
prizes_st = st.one_of(
    st.sampled_from(CLOCK_PRIZES),
    st.integers(min_value=2, max_value=50).flatmap(
        lambda first: st.tuples(st.just(first), st.integers(min_value=1, max_value=first - 1))))


def _case(counts, prizes, second_place):
    first, second = prizes
    return majority_awards(list(counts), first, second, second_place), first, second


@settings(max_examples=100, deadline=None)
@given(counts_st, prizes_st, st.booleans())
def test_awards_take_only_zero_first_or_second(counts, prizes, second_place):
    """Every award is 0, the first-place prize or the second-place prize; one award per seat."""
    awards, first, second = _case(counts, prizes, second_place)
    assert len(awards) == len(counts)
    assert set(awards) <= {0, first, second}


@settings(max_examples=100, deadline=None)
@given(counts_st, prizes_st, st.booleans())
def test_a_count_of_zero_never_scores(counts, prizes, second_place):
    """Players only score elements of which they have at least 1."""
    awards, _, _ = _case(counts, prizes, second_place)
    assert all(a == 0 for c, a in zip(counts, awards) if c == 0)
    if max(counts) == 0:
        assert awards == [0] * len(counts)


@settings(max_examples=100, deadline=None)
@given(counts_st, prizes_st, st.booleans())
def test_the_highest_positive_counts_share_first(counts, prizes, second_place):
    """The player(s) with the highest count (at least 1) get the first-place prize, nobody else does."""
    awards, first, _ = _case(counts, prizes, second_place)
    top = max(counts)
    for c, a in zip(counts, awards):
        assert (a == first) == (top > 0 and c == top)


@settings(max_examples=100, deadline=None)
@given(counts_st, prizes_st)
def test_a_tie_for_first_voids_second(counts, prizes):
    """Tie for first place: all tied players get first; the reward for second place is omitted."""
    awards, first, second = _case(counts, prizes, True)
    top = max(counts)
    if top > 0 and counts.count(top) >= 2:
        assert second not in awards
        assert awards.count(first) == counts.count(top)


@settings(max_examples=100, deadline=None)
@given(counts_st, prizes_st)
def test_the_next_highest_positive_counts_share_second(counts, prizes):
    """With a single leader, all players tied on the next highest count (at least 1) get second."""
    awards, first, second = _case(counts, prizes, True)
    top = max(counts)
    below = [c for c in counts if 0 < c < top]
    if top > 0 and counts.count(top) == 1 and below:
        runner_up = max(below)
        for c, a in zip(counts, awards):
            assert (a == second) == (c == runner_up)
    else:
        assert second not in awards


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=12), min_size=2, max_size=2), prizes_st)
def test_two_players_get_no_second_place(counts, prizes):
    """Special rule in a 2-player game: only the reward for first place is awarded."""
    awards, first, second = _case(counts, prizes, False)
    assert second not in awards
    top = max(counts)
    assert awards == [first if top > 0 and c == top else 0 for c in counts]


@settings(max_examples=100, deadline=None)
@given(counts_st.flatmap(lambda c: st.tuples(st.just(c), st.permutations(range(len(c))))),
       prizes_st, st.booleans())
def test_permuting_seats_permutes_awards(case, prizes, second_place):
    """The awards depend on the counts only, not on who sits where."""
    counts, perm = case
    awards, first, second = _case(counts, prizes, second_place)
    shuffled, _, _ = _case([counts[i] for i in perm], prizes, second_place)
    assert shuffled == [awards[i] for i in perm]


def test_rulebook_majority_examples():
    """Barrows 3/3/2 -> 6/6/0; carriages 1/1/6 -> 3/3/7; nobody has motorcars -> nothing."""
    assert majority_awards([3, 3, 2], 6, 3) == [6, 6, 0]
    assert majority_awards([1, 1, 6], 7, 3) == [3, 3, 7]
    assert majority_awards([0, 0, 0], 8, 4) == [0, 0, 0]
