"""Flat Monte Carlo over information sets: each candidate action is tried on fresh samples of the
hidden cards (`determinize`, the same samples for every candidate) and the day is played out by the
greedy policy for every seat; a candidate whose margin (the seat's worth against the others') beats
the greedy action's by more than the noise is chosen instead of it."""
from ..data import COAL, PRICE, VALUE
from ..rules import HANDLERS
from ..sale import best_choice, income
from .determinize import determinize
from .policy import policy, sale_score, worth

ROLLOUT_LIMIT = 2000          # actions in one rollout: far above a day's length
CARD_WORTH = 1.0              # a card in hand: its price at the end, or a turn's use before


def search(rules, view: dict, seat: int, deadline: float, clock, seed: int, width: int,
           max_simulations: int | None = None, z: float = 1.0) -> tuple[dict, dict, int]:
    """(the chosen action, its evaluation, the number of rollouts) within `deadline` on `clock`.

    Each candidate is compared with the greedy action on the same samples; it replaces greedy's only
    when its mean gain stays above zero by `z` standard errors (noise alone never changes the play).
    """
    base = determinize(view, seat, seed)
    candidates = candidates_of(rules, base, seat, width)
    if len(candidates) == 1:
        return candidates[0], {"candidates": 1}, 0
    greedy = candidates.index(policy(base, seat))
    selling = base["phase"] == "sale"      # a sale is played out; else the day is valued as it ends
    gains, squares, sims, rounds = [0.0] * len(candidates), [0.0] * len(candidates), 0, 0
    while True:
        rounds += 1                        # one sample of the hidden cards and the bag for every candidate
        results, sample = [], determinize(view, seat, seed * 7919 + rounds)
        for action in candidates:
            state = rules.copy_state(sample)
            rules.apply_in_place(state, seat, action)
            rollout(rules, state, base["day"], selling)
            results.append(margin(state, seat))
        sims += len(candidates)
        for index, result in enumerate(results):
            gain = result - results[greedy]
            gains[index] += gain
            squares[index] += gain * gain
        if clock() >= deadline or (max_simulations is not None and sims >= max_simulations):
            break
    best = _confident_best(gains, squares, rounds, greedy, z)
    return candidates[best], {"gain": round(gains[best] / rounds, 2), "candidates": len(candidates),
                              "greedy": best == greedy}, sims


def _confident_best(gains: list, squares: list, rounds: int, greedy: int, z: float) -> int:
    """The candidate whose gain over greedy's has the highest lower bound above 0 (else greedy's)."""
    best, bound = greedy, 0.0
    for index in range(len(gains)):
        mean = gains[index] / rounds
        spread = max(squares[index] / rounds - mean * mean, 0.0) ** 0.5 / max(rounds - 1, 1) ** 0.5
        if mean - z * spread > bound:
            best, bound = index, mean - z * spread
    return best


def rollout(rules, state: dict, day: int, selling: bool = True) -> None:
    """Play on by the greedy policy to the start of the next day (or the end); without `selling`,
    only to the day's sale, whose pools `margin` then values at their best combo."""
    for _ in range(ROLLOUT_LIMIT):
        if rules.is_over(state) or state["day"] != day or (not selling and state["phase"] != "mine"):
            return
        active = rules.active_seats(state)
        if rules.awaiting_system(state) or not active:
            rules.apply_in_place(state, None, rules.system_action(state))
            continue
        seat = min(active)
        action = policy(state, seat)
        if "window" in state or state["phase"] != "mine":
            rules.apply_in_place(state, seat, action)
        else:                                  # the policy's actions are legal: skip the engine's checks
            HANDLERS[action["type"]](state, seat, action)


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
    hand, pool = state["hands"][seat], state["pools"][seat]
    sale = income(pool, best_choice(pool, [])) if pool else 0
    return (state["coins"][seat] + sale + worth(state["chests"][seat]) + 3 * state["tokens"][seat]
            + sum(PRICE[c] for c in hand) + CARD_WORTH * len(hand))

