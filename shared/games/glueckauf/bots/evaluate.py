"""A static estimate of every seat's final VP: the score so far plus what the position promises."""
from ..coal import cubes_held, order_complete
from ..data import COLOURS, ORDER_CARDS, SHIFT_CLOCK, SHIFTS, per_players
from ..shift import element_count, majority_awards

SPOT_BONUS = 0.8          # future majority VP a delivered spot is worth, before it is delivered


def evaluate(state: dict) -> list:
    """Estimated final VP per seat (exact once the game has ended)."""
    seats = state["seats"]
    if state["phase"] == "ended":
        return [float(s["vp"]) for s in seats]
    est = [float(s["vp"]) for s in seats]
    _add_majorities(state, est)
    progress = _progress(state)
    for i, s in enumerate(seats):
        est[i] += _seat_value(state, s, progress)
    return est


def _progress(state: dict) -> float:
    """How much of the game is played, 0..1, counted in workers placed."""
    workers = per_players("workers", state["players"])
    left = sum(s["workers"] for s in state["seats"]) / (workers * state["players"])
    if state["phase"] == "draft":
        left = 1.0
    elif state["phase"] == "shift_scoring":
        left = 0.0
    return ((state["shift"] - 1) + (1 - left)) / SHIFTS


def _add_majorities(state: dict, est: list) -> None:
    """Project each shift-clock element by the standings now, once per scoring still to come."""
    two = state["players"] == 2
    shift = state["shift"]
    for element in SHIFT_CLOCK:
        times = 0.0
        for s in range(shift, SHIFTS + 1):
            if s >= element["scored_after_shift"]:
                times += 1.0 if s == shift else 0.8
        if not times:
            continue
        counts = [element_count(s, element) for s in state["seats"]]
        awards = majority_awards(counts, element["first"], element["second"], not two)
        for i, a in enumerate(awards):
            est[i] += a * times


def _seat_value(state: dict, me: dict, progress: float) -> float:
    value = cubes_held(me) / 3.0
    marks = me["marks"]
    early = max(0.0, 1.0 - progress)
    value += marks * 0.2 + min(marks, 14) * 0.3 * early
    value -= 2.0 * abs(me["light"] - me["dark"]) * (0.35 + 0.65 * progress)
    value += me["workers"] * 0.9
    have = {c: me["storage"][c] + me["cage"][c] + sum(lv["cubes"][c] for lv in me["pit"].values())
            for c in COLOURS}
    for order in sorted(me["outstanding"], key=_filled_share, reverse=True):
        value += _order_value(order, have, progress)
    return value


def _filled_share(order: dict) -> float:
    printed = ORDER_CARDS[order["card"]]["coals"]
    return sum(1 for i, s in enumerate(order["spots"]) if s and (len(s) == 2 or s[0] == printed[i])) / len(printed)


def _order_value(order: dict, have: dict, progress: float) -> float:
    """Expected VP of an outstanding order; cubes it would use are taken from `have`."""
    card = ORDER_CARDS[order["card"]]
    worth = card["vp"] + SPOT_BONUS * len(card["coals"])
    if order_complete(order):
        return 0.95 * worth
    missing, short = 0, 0
    for i, spot in enumerate(order["spots"]):
        if len(spot) == 2 or (len(spot) == 1 and spot[0] == card["coals"][i]):
            continue
        missing += 1
        colour = card["coals"][i]
        if not spot and have[colour] > 0:
            have[colour] -= 1
        else:
            short += 1
    done = 1 - missing / len(card["coals"])
    p = (0.55 + 0.35 * done) * (1 - 0.25 * short) - 0.45 * progress * progress * (1 - done)
    p = min(max(p, 0.0), 0.95)
    return p * worth - (1 - p) * 1.0
