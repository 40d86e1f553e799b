"""Helpers of the contract suite: random legal play, actor lookup, leak and invariant checks."""
import random

from shared import engine


def actor(rules, state):
    """The seat to act next (None: the system)."""
    return None if rules.awaiting_system(state) else min(rules.active_seats(state))


def random_game(rules, players: int, seed: int, on_step=None):
    """Play a whole random legal game with `apply` (copying); call on_step(state, seat, action, events)."""
    state = rules.setup({}, players, seed)
    chooser = random.Random(seed)
    log = []
    while not rules.is_over(state):
        seat = actor(rules, state)
        action = chooser.choice(rules.legal_actions(state, seat))
        state, events = rules.apply(state, seat, action)
        log.append((seat, action))
        if on_step:
            on_step(state, seat, action, events)
    return state, log


def assert_no_leak(rules, state, salt: int) -> None:
    """Reshuffling what a seat cannot know must not change that seat's view (spectator included)."""
    shuffle = getattr(rules.module, "shuffle_hidden", None)
    if shuffle is None:
        return
    for seat in list(range(state["players"])) + [None]:
        assert rules.view(state, seat) == rules.view(shuffle(state, seat, salt), seat), \
            f"the view of seat {seat} depends on hidden information"


def assert_invariants(rules, state) -> None:
    """The game's own invariants hold."""
    check = getattr(rules.module, "invariants", None)
    problems = check(state) if check else []
    assert not problems, problems


def games_and_counts():
    """(game name, player count) for every registered game and seat count."""
    return [(name, n) for name in engine.names()
            for n in range(engine.get(name).spec.min_seats, engine.get(name).spec.max_seats + 1)]
