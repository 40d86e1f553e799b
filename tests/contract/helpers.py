"""Helpers of the contract suite: random legal play, actor lookup, leak and invariant checks."""
import random

from shared import engine

PROBE = ["leak-probe"]     # stands in for another seat's sealed choice: a view must not change with it


def actor(rules, state):
    """The seat to act next (None: the system)."""
    return None if rules.awaiting_system(state) else min(rules.active_seats(state))


def random_step(rules, state, chooser: random.Random) -> tuple:
    """(seat, action) drawn at random: any active seat in any order, a pending timer firing early, or
    a seat's free action out of turn (for a game that has free actions)."""
    if rules.awaiting_system(state):
        return None, chooser.choice(rules.legal_actions(state, None))
    active = sorted(rules.active_seats(state))
    candidates = active + ([None] if rules.timer(state) else []) + _free_seats(rules, state, active)
    assert candidates, f"{rules.name}: nobody may act in {state['phase']!r} and no timer is set"
    seat = candidates[0] if len(candidates) == 1 else chooser.choice(candidates)
    if seat is None:
        return None, rules.system_action(state)
    return seat, chooser.choice(rules.legal_actions(state, seat))


def _free_seats(rules, state, active: list) -> list:
    """Seats not active now that may take a free action (none for most games: nothing is drawn then)."""
    if not rules.spec.free_actions:
        return []
    return [s for s in range(state["players"]) if s not in active and rules.free_actions(state, s)]


def random_game(rules, players: int, seed: int, on_step=None, options: dict | None = None):
    """Play a whole random legal game with `apply` (copying); call on_step(state, seat, action, events)."""
    state = rules.setup(options or {}, players, seed)
    chooser = random.Random(seed)
    log = []
    while not rules.is_over(state):
        seat, action = random_step(rules, state, chooser)
        state, events = rules.apply(state, seat, action)
        log.append((seat, action))
        if on_step:
            on_step(state, seat, action, events)
    return state, log


def assert_no_leak(rules, state, salt: int) -> None:
    """What a seat cannot know must not change its view (spectator included): the game's own hidden
    parts reshuffled (`shuffle_hidden`), and every other seat's sealed choice replaced by a probe."""
    shuffle = getattr(rules.module, "shuffle_hidden", None)
    for seat in list(range(state["players"])) + [None]:
        seen = rules.view(state, seat)
        if shuffle is not None:
            assert seen == rules.view(shuffle(state, seat, salt), seat), \
                f"the view of seat {seat} depends on hidden information"
        if state.get("sealed"):
            probed = rules.copy_state(state)
            probed["sealed"] = {k: v if k == str(seat) else PROBE for k, v in state["sealed"].items()}
            assert seen == rules.view(probed, seat), \
                f"the view of seat {seat} shows another seat's sealed choice"


def assert_sealed_step_hidden(rules, before, seat, action, salt: int) -> None:
    """A choice made in a sealed phase changes nothing another seat or a spectator sees (view or events)
    against another legal choice of the same seat; only the choosing seat sees its choice."""
    if seat is None or not rules.sealed(before):
        return
    others = [a for a in rules.legal_actions(before, seat) if a != action]
    if not others:
        return
    state, events = rules.apply(before, seat, action)
    other_state, other_events = rules.apply(before, seat, random.Random(salt).choice(others))
    for viewer in [v for v in range(before["players"]) if v != seat] + [None]:
        shown = [rules.redact(e, viewer) for e in events]
        assert shown == [rules.redact(e, viewer) for e in other_events], \
            f"seat {viewer} can tell seat {seat}'s sealed choice from the events"
        assert not any("secret" in e for e in shown if e), f"a secret reached seat {viewer}"
        assert rules.view(state, viewer) == rules.view(other_state, viewer), \
            f"seat {viewer} can tell seat {seat}'s sealed choice from its view"


def assert_invariants(rules, state) -> None:
    """The game's own invariants hold."""
    check = getattr(rules.module, "invariants", None)
    problems = check(state) if check else []
    assert not problems, problems


def option_variants(spec) -> list[dict]:
    """Non-default settings to play besides the defaults: each option at its far end (one at a time)."""
    variants = []
    for option in spec.options:
        if option.kind == "int":
            value = option.minimum if option.default is None else option.maximum
        elif option.kind == "bool":
            value = not option.default
        else:
            value = next((c for c in reversed(option.choices) if c != option.default), None)
        if value is not None and value != option.default:
            variants.append({option.name: value})
    return variants


def games_and_counts():
    """(game name, player count) for every registered game and seat count."""
    return [(name, n) for name in engine.names()
            for n in range(engine.get(name).spec.min_seats, engine.get(name).spec.max_seats + 1)]


def cases():
    """(game name, player count, options) for every registered game, seat count and option variant."""
    return [(name, n, options) for name, n in games_and_counts()
            for options in [{}] + option_variants(engine.get(name).spec)]
