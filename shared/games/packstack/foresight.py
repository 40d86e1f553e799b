"""Hard's race: each option rated by the round it leads to and that round's effect on the game.

Every load is public, so hard can work out what each rival would grab: it models them as
reasonable players (each grabs the truck its own load packs best into, or takes the top card when
the pile is better on average; the last free seat must take the top), not as the levels they are,
which it does not know. For each of its options (a claim, joining a window, the top card) it plays
the rest of the race out with that model, in every order the rivals may grab in, pairs each top
card with every truck the pile may hold, scores the round as the rules do (penalties at their
optimum, the best gaining the bonus, points floored at 0) and takes the option with the most points expected after the round; when the round
ends the game (a seat reaches 0), the chance to win comes first. (Rating the points by a chance to
win over the rounds left, or by the lead over the others, measured no better: docs/guide/bots.md.)
"""
import itertools

from . import course, race
from .data import BONUS, TRUCK_IDS

TOP = "top"                   # a seat's stand-in truck until its top card is known
GAME_WON = 1000.0             # a won game outweighs any points
MAX_ORDERS = 24               # the rivals' grabbing orders played out at most (4! = 24 in full)


def rate_options(view: dict, seat: int, options: list) -> dict:
    """Each option ('top' or a truck id) rated by hard's expected points after this round."""
    pile = unknown_trucks(view)
    outcomes = {TOP: _after(view, seat, None, pile)}
    for truck in options:
        outcomes[truck] = _after(view, seat, truck, pile)
    return {option: sum(p * _worth(view, seat, a, pile) for p, a in cases)
            for option, cases in outcomes.items()}


def sealed_options(view: dict, seat: int, options: list) -> dict:
    """The sealed race: the rivals choose at the same time, without seeing hard's claim."""
    pile, planned = unknown_trucks(view), _rivals_plan(view, seat)
    rated = {}
    for option in [TOP] + list(options):
        cases = _sealed_cases(view, seat, option, planned, pile)
        rated[option] = sum(p * _worth(view, seat, a, pile) for p, a in cases)
    return rated


def unknown_trucks(view: dict) -> list:
    """The trucks the pile may hold (when it is empty, the set-aside ones it will be rebuilt from)."""
    seen = set(view["aside"]) | {t for t in view["trucks"] if t} | {r["truck"] for r in view["revealed"]}
    return [t for t in TRUCK_IDS if t not in seen] or list(view["aside"])


# -- the rest of the race -------------------------------------------------------------------------
def _after(view: dict, seat: int, choice, pile: list) -> list:
    """[(probability, {seat: truck or TOP})] once the race is over, hard having chosen `choice`: the
    free rivals grab in any order (their reaction times are unknown), each order as likely."""
    free = race.free_seats(view)
    orders = _orders([s for s in free if s != seat])
    return [(p / len(orders), owners) for order in orders
            for p, owners in _after_in(view, seat, choice, pile, list(order))]


def _orders(rest: list) -> list:
    """The orders the free rivals may grab in (every one, or an even spread of them when many)."""
    every = list(itertools.permutations(rest))
    return every[::max(1, len(every) // MAX_ORDERS)]


def _after_in(view: dict, seat: int, choice, pile: list, rest: list) -> list:
    owner = _owners(view)
    if choice is None:
        owner[seat] = TOP
        return [(1.0, _finish(view, rest, owner, pile))]
    rivals = _window_of(view, choice)
    if not rivals:
        owner[seat] = choice
        return [(1.0, _finish(view, rest, owner, pile))]
    chance = 1 / (1 + len(rivals))
    won = {s: t for s, t in owner.items() if t != choice} | {seat: choice}
    return [(chance, _finish(view, rest, won, pile, late=rivals)),
            (1 - chance, _finish(view, rest, owner, pile, late=[seat] + rivals[1:]))]


def _finish(view: dict, order: list, owner: dict, pile: list, late=()) -> dict:
    """The rivals still free grab in `order`, then the windows' losers; the last free takes the top."""
    owner = dict(owner)
    waiting = [s for s in order if s not in owner] + [s for s in late if s not in owner]
    waiting += [s for s in range(len(view["points"])) if s not in owner and s not in waiting]
    while waiting:
        s = waiting.pop(0)
        owner[s] = TOP if not waiting else _reasonable(view, s, owner, pile)
    return owner


def _reasonable(view: dict, seat: int, owner: dict, pile: list):
    """A reasonable player's grab: its best free truck, or the top card if the pile is better."""
    taken = set(owner.values())
    free = [r["truck"] for r in view["revealed"] if r["by"] != seat and r["truck"] not in taken]
    load = view["loads"][seat]
    best = min(free, key=lambda t: (_penalty(t, load), t), default=None)
    if best is None or _mean(_penalty(t, load) for t in pile) < _penalty(best, load):
        return TOP
    return best


def _owners(view: dict) -> dict:
    """Who holds or waits for which truck now (a window's first claimant stands for it)."""
    owner = {s: t for s, t in enumerate(view["trucks"]) if t is not None}
    for window in view["windows"]:
        owner.setdefault(window["claimants"][0], window["truck"])
    return owner


def _window_of(view: dict, truck: str) -> list:
    return next((list(w["claimants"]) for w in view["windows"] if w["truck"] == truck), [])


# -- the sealed race ------------------------------------------------------------------------------
def _rivals_plan(view: dict, seat: int) -> dict:
    """What each free rival claims, judged without anyone's claim known (its own best)."""
    owner = {s: t for s, t in enumerate(view["trucks"]) if t is not None}
    return {s: _reasonable(view, s, owner, unknown_trucks(view))
            for s in race.free_seats(view) if s != seat}


def _sealed_cases(view: dict, seat: int, option, planned: dict, pile: list) -> list:
    """[(probability, owners)]: contested trucks rolled for; the losers claim again from what is
    left (the last of them takes the top card), as the sealed race repeats."""
    claims = planned | {seat: option}
    by_truck = {}
    for s, truck in claims.items():
        if truck != TOP:
            by_truck.setdefault(truck, []).append(s)
    base = {s: t for s, t in enumerate(view["trucks"]) if t is not None}
    base |= {s: TOP for s, truck in claims.items() if truck == TOP}
    cases = [(1.0, base)]
    for truck, seats in by_truck.items():
        cases = [(p / len(seats), owner | {w: truck}) for p, owner in cases for w in seats]
    return [(p, _finish(view, [], owner, pile)) for p, owner in cases]


# -- the round's score and the game ---------------------------------------------------------------
def _worth(view: dict, seat: int, owner: dict, pile: list) -> float:
    """Hard's rating of a race's end, averaged over the trucks the top cards may be."""
    tops = sorted(s for s, t in owner.items() if t == TOP)
    total = 0.0
    for k in range(len(pile)):
        trucks = owner | {s: pile[(k + i) % len(pile)] for i, s in enumerate(tops)}
        total += _goal(view, seat, _points_after(view, trucks))
    return total / len(pile)


def _points_after(view: dict, trucks: dict) -> list:
    penalties = [_penalty(trucks[s], view["loads"][s]) for s in range(len(view["points"]))]
    best = min(penalties)
    return [max(0, p - pen) + (BONUS if pen == best else 0)
            for p, pen in zip(view["points"], penalties)]


def _goal(view: dict, seat: int, points: list) -> float:
    """What hard plays for: its points after the round (the bonus included); when the round ends the
    game, winning comes first."""
    mine = points[seat]
    if min(points) > 0:
        return float(mine)
    return GAME_WON * (1.0 / points.count(mine) if mine == max(points) else 0.0) + mine


def _penalty(truck: str, load: dict) -> int:
    return course.optimal_penalty(truck, course.counts_of(load))


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values) if values else 0.0
