"""Flat Monte Carlo over information sets: each candidate action is tried on fresh samples of the
hidden cards (`determinize`, the same samples for every candidate) and the day is played out (the
seat by the smart policy, the others as the level's `Model` says); a candidate whose objective (the
seat's margin over the others, or its chance to win, by the model's worths) beats the smart action's
by more than the noise is chosen instead of it."""
from functools import partial
from typing import Callable, NamedTuple

from ..data import COAL, VALUE
from ..rules import HANDLERS
from .determinize import determinize
from .policy import HARD, policy, sale_score, smart, worth
from .value import learned_worth, margin, plain_worth, win_chance

ROLLOUT_LIMIT = 2000          # actions in one rollout: far above a day's length
MIN_ROUNDS = 8                # rounds before a candidate may be dropped
DROP = 2.0                    # standard errors by which a dropped candidate is below the best bound


class Model(NamedTuple):
    """How a search sees the game: the other seats' policy in rollouts, a seat's worth at a rollout's
    end, what the seat maximises given those worths, and the seat's own policy (its default action
    and its play in rollouts)."""
    others: Callable
    worth: Callable
    objective: Callable
    me: Callable = smart


# the others play greedy; hand-set worths; the margin over the others
PLAIN = Model(others=policy, worth=plain_worth, objective=margin)
# the others play smart (as the default levels do); fitted worths; the chance to end richest; the
# seat itself plays the self-play-tuned thresholds
LEARNED = Model(others=smart, worth=learned_worth, objective=win_chance,
                me=partial(smart, w=HARD))


def search(rules, view: dict, seat: int, deadline: float, clock, seed: int, width: int,
           max_simulations: int | None = None, z: float = 1.0,
           model: Model = PLAIN) -> tuple[dict, dict, int]:
    """(the chosen action, its evaluation, the number of rollouts) within `deadline` on `clock`.

    Each candidate is compared with the smart policy's action on the same samples; one that is surely
    worse (by DROP standard errors) stops being tried, so the rollouts go to the close calls; a
    candidate replaces the smart action only when its mean gain stays above zero by `z` errors.
    """
    base = determinize(view, seat, seed)
    candidates = candidates_of(rules, base, seat, width, model.me)
    if len(candidates) == 1:
        return candidates[0], {"candidates": 1}, 0
    own = candidates.index(model.me(base, seat))
    stats = [[0.0, 0.0, 0] for _ in candidates]       # per candidate: gain sum, square sum, rounds
    sums = [0.0] * len(candidates)                    # per candidate: its objective's sum (for `top`)
    alive, sims, rounds = list(range(len(candidates))), 0, 0
    while len(alive) > 1:
        rounds += 1                        # one sample of the hidden cards and the bag for every candidate
        round_started = clock()
        results = _round(rules, determinize(view, seat, seed * 7919 + rounds), seat, candidates, alive, model)
        sims += len(alive)
        for index in alive:
            gain = results[index] - results[own]
            stats[index] = [stats[index][0] + gain, stats[index][1] + gain * gain, stats[index][2] + 1]
            sums[index] += results[index]
        if rounds >= MIN_ROUNDS:
            alive = _survivors(stats, alive, own, z)
        now = clock()
        if now + (now - round_started) >= deadline:     # a round that would end past it is not begun
            break
        if max_simulations is not None and sims >= max_simulations:
            break
    best = max(alive, key=lambda i: (_bound(stats[i], z), i == own))
    best = best if _bound(stats[best], z) > 0 else own
    return candidates[best], {"gain": round(stats[best][0] / max(stats[best][2], 1), 4),
                              "candidates": len(candidates), "own": best == own,
                              "top": _top(candidates, stats, sums, model)}, sims


def _top(candidates: list, stats: list, sums: list, model: Model) -> list:
    """The three candidates of best mean objective (a chance to win when the model plays to win)."""
    key = "win_probability" if model.objective is win_chance else "value"
    tried = sorted((i for i in range(len(candidates)) if stats[i][2]), key=lambda i: -sums[i] / stats[i][2])
    return [{"option": candidates[i], key: round(sums[i] / stats[i][2], 4), "visits": stats[i][2]}
            for i in tried[:3]]


def _round(rules, sample: dict, seat: int, candidates: list, alive: list, model: Model) -> dict:
    """Each live candidate played from the same sample; its objective at the day's end."""
    selling = sample["phase"] == "sale"    # a sale is played out; else the day is valued as it ends
    results = {}
    for index in alive:
        state = rules.copy_state(sample)
        rules.apply_in_place(state, seat, candidates[index])
        rollout(rules, state, sample["day"], selling, seat, model.others, model.me)
        results[index] = model.objective(state, seat, model.worth)
    return results


def _bound(stat: list, z: float) -> float:
    """The mean gain less `z` standard errors (a candidate tried fewer than twice: 0)."""
    total, squares, count = stat
    if count < 2:
        return 0.0
    mean = total / count
    return mean - z * (max(squares / count - mean * mean, 0.0) / (count - 1)) ** 0.5


def _survivors(stats: list, alive: list, greedy: int, z: float) -> list:
    """Greedy's candidate, and those whose upper bound (DROP errors) reaches the best lower bound."""
    floor = max(0.0, max(_bound(stats[i], z) for i in alive))
    return [i for i in alive
            if i == greedy or -_bound([-stats[i][0], stats[i][1], stats[i][2]], DROP) >= floor]


def rollout(rules, state: dict, day: int, selling: bool = True, me: int | None = None,
            others: Callable = policy, mine: Callable = smart) -> None:
    """Play on to the start of the next day (or the end), seat `me` by `mine` (the smart policy) and
    the others by `others`; without `selling`, only to the day's sale, whose pools `value.money`
    values at their best combo."""
    for _ in range(ROLLOUT_LIMIT):
        if rules.is_over(state) or state["day"] != day or (not selling and state["phase"] != "mine"):
            return
        active = rules.active_seats(state)
        if rules.awaiting_system(state) or not active:
            rules.apply_in_place(state, None, rules.system_action(state))
            continue
        seat = min(active)
        action = mine(state, seat) if seat == me else others(state, seat)
        if "window" in state or state["phase"] != "mine":
            rules.apply_in_place(state, seat, action)
        else:                                  # the policy's actions are legal: skip the engine's checks
            HANDLERS[action["type"]](state, seat, action)


def candidates_of(rules, state: dict, seat: int, width: int, own_policy: Callable = smart) -> list:
    """The actions worth trying: all when few, else the best of each kind by a quick score, and the
    seat's own policy's."""
    legal = rules.legal_actions(state, seat)
    if len(legal) <= width:
        return legal
    best = {}
    for action in legal:
        key = (action["type"], action.get("card"))
        if key not in best or quick(state, seat, action) > quick(state, seat, best[key]):
            best[key] = action
    chosen = sorted(best.values(), key=lambda a: -quick(state, seat, a))[:width]
    own = own_policy(state, seat)
    return chosen if own in chosen else chosen + [own]


def quick(state: dict, seat: int, action: dict) -> float:
    """A cheap score to rank actions of one kind (the better target, gem or sale)."""
    kind = action["type"]
    if kind == "sell":
        return sale_score(state["pools"][seat], action)
    if kind == "play":
        if "gems" in action:
            return worth(action["gems"])
        if "give" in action:
            return VALUE[action["take"]] - VALUE[action["give"]]
        return _harm(state, action["target"]) if "target" in action else 0.0
    if kind == "not_mine_either":
        return _harm(state, action["to"]) if action["to"] is not None else 0.0
    gem = action.get("gem") or action.get("take")
    return VALUE.get(gem, 0) - VALUE.get(action.get("give"), 0) if gem else len(action.get("gems", []))


def _harm(state: dict, target: int) -> float:
    cart = state["carts"][target]
    return 10.0 * (COAL in cart and not state["tokens"][target]) + worth(cart)
