"""Flat Monte Carlo over information sets: each candidate action is tried on fresh samples of the
hidden cards (`determinize`, the same samples for every candidate) and the day is played out by the
greedy policy for every seat; the action with the best mean margin (the seat's worth against the
others') is chosen."""
from ..data import COAL, PRICE, VALUE
from .determinize import determinize
from .policy import policy, sale_score, worth

ROLLOUT_LIMIT = 2000          # actions in one rollout: far above a day's length
CARD_WORTH = 1.0              # a card in hand: its price at the end, or a turn's use before


def search(rules, view: dict, seat: int, deadline: float, clock, seed: int, width: int,
           max_simulations: int | None = None) -> tuple[dict, dict, int]:
    """(the chosen action, its evaluation, the number of rollouts) within `deadline` on `clock`."""
    base = determinize(view, seat, seed)
    candidates = candidates_of(rules, base, seat, width)
    if len(candidates) == 1:
        return candidates[0], {"candidates": 1}, 0
    totals, sims, rounds = [0.0] * len(candidates), 0, 0
    while True:
        rounds += 1                        # one sample of the hidden cards and the bag for every candidate
        for index, action in enumerate(candidates):
            state = determinize(view, seat, seed * 7919 + rounds)
            rules.apply_in_place(state, seat, action)
            rollout(rules, state, base["day"])
            totals[index] += margin(state, seat)
            sims += 1
        if clock() >= deadline or (max_simulations is not None and sims >= max_simulations):
            break
    means = [t / rounds for t in totals]
    best = max(range(len(candidates)), key=lambda i: (means[i], -i))
    return candidates[best], {"margin": round(means[best], 2), "candidates": len(candidates)}, sims


def rollout(rules, state: dict, day: int) -> None:
    """Play on by the greedy policy to the start of the next day (or the end)."""
    for _ in range(ROLLOUT_LIMIT):
        if rules.is_over(state) or state["day"] != day:
            return
        active = rules.active_seats(state)
        if rules.awaiting_system(state) or not active:
            rules.apply_in_place(state, None, rules.system_action(state))
            continue
        seat = min(active)
        rules.apply_in_place(state, seat, policy(state, seat))


def margin(state: dict, seat: int) -> float:
    """The seat's worth less the others': half the richest other's, half their mean."""
    worths = [_worth(state, s) for s in range(state["players"])]
    others = [w for s, w in enumerate(worths) if s != seat]
    return worths[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def candidates_of(rules, state: dict, seat: int, width: int) -> list:
    """The actions worth trying: all when few, else the best of each kind by a quick score, and greedy's."""
    legal = rules.legal_actions(state, seat)
    if len(legal) <= width:
        return legal
    best = {}
    for action in legal:
        key = (action["type"], action.get("card"))
        if key not in best or quick(state, seat, action) > quick(state, seat, best[key]):
            best[key] = action
    chosen = sorted(best.values(), key=lambda a: -quick(state, seat, a))[:width]
    greedy = policy(state, seat)
    return chosen if greedy in chosen else chosen + [greedy]


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


def _worth(state: dict, seat: int) -> float:
    if state["phase"] == "ended":
        return state["coins"][seat]
    hand = state["hands"][seat]
    gems = state["chests"][seat] + state["pools"][seat]
    return (state["coins"][seat] + worth(gems) + 3 * state["tokens"][seat]
            + sum(PRICE[c] for c in hand) + CARD_WORTH * len(hand))

