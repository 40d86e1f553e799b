"""What a seat's position is worth in final VP at the end of a shift, and its chance to finish first.

Hard's rollouts stop when a shift has been scored (its majorities are then exact, by the rules); the
position is valued by `values.json`: per seat count and shifts still to play, least-squares weights of
the `FEATURES` a shift's majority scoring and the orders depend on, fitted on self-play games by
`scripts/fit_glueckauf_values.py`, and the spread of the final VP about that worth, by which
`win_chance` turns worths into a chance to finish first (hard plays to win, not for margin).
"""
import json
import math
from pathlib import Path

from ..coal import cubes_held, empty_lorries, order_complete
from ..data import COLOURS, ORDER_CARDS, SHIFT_CLOCK, SHIFTS
from ..shift import element_count, majority_awards

FEATURES = ("majorities_ahead", "ready_vp", "open_vp", "open_orders", "cubes", "marks", "imbalance",
            "lorries", "empty_lorries")
END_SPREAD = 1.0          # VP; once the game has ended worths are exact, and this only smooths a tie
TIE_BREAK = 0.001         # the margin at this weight: when the chance is sure either way, more VP still counts

_FITTED = json.loads((Path(__file__).parent / "values.json").read_text(encoding="utf-8"))


def use(document: dict) -> None:
    """Value positions by `document` (a values.json's content) from now on: a fit checks what it wrote."""
    _FITTED.clear()
    _FITTED.update(document)


def _key(players: int, shifts_left: int) -> str:
    return f"{players}:{shifts_left}"


def shifts_left(state: dict) -> int:
    """Shift scorings still to come, the current shift's included."""
    return 0 if state["phase"] == "ended" else SHIFTS - state["shift"] + 1


def majorities_ahead(state: dict) -> list:
    """Per seat, the majority VP still to score if today's standings held (each future scoring counted)."""
    seats, shift = state["seats"], state["shift"]
    out = [0] * len(seats)
    if state["phase"] == "ended":
        return out
    second_place = state["players"] != 2
    for element in SHIFT_CLOCK:
        times = SHIFTS + 1 - max(shift, element["scored_after_shift"])
        if times <= 0:
            continue
        counts = [element_count(s, element) for s in seats]
        awards = majority_awards(counts, element["first"], element["second"], second_place)
        for i, vp in enumerate(awards):
            out[i] += vp * times
    return out


def features(state: dict, seat: int, ahead: list) -> list:
    """The seat's position in `FEATURES` order (`ahead` from `majorities_ahead`)."""
    me = state["seats"][seat]
    ready = sum(ORDER_CARDS[o["card"]]["vp"] for o in me["outstanding"] if order_complete(o))
    open_orders = [o for o in me["outstanding"] if not order_complete(o)]
    open_vp = sum(ORDER_CARDS[o["card"]]["vp"] * _filled(o) for o in open_orders)
    lorries = sum(level["lorries"] for level in me["pit"].values())
    empty = sum(empty_lorries(me, c) for c in COLOURS)
    return [ahead[seat], ready, open_vp, len(open_orders), cubes_held(me), me["marks"],
            abs(me["light"] - me["dark"]), lorries, empty]


def _filled(order: dict) -> float:
    """Share of an order's spots filled (a spot of two substitute cubes counts)."""
    printed = ORDER_CARDS[order["card"]]["coals"]
    done = sum(1 for i, s in enumerate(order["spots"]) if len(s) == 2 or (len(s) == 1 and s[0] == printed[i]))
    return done / len(printed)


def worths(state: dict) -> list:
    """Each seat's expected final VP: exact once the game has ended, else its VP and the fitted rest."""
    seats = state["seats"]
    if state["phase"] == "ended":
        return [float(s["vp"]) for s in seats]
    table = _FITTED["tables"][_key(state["players"], shifts_left(state))]
    ahead = majorities_ahead(state)
    out = []
    for seat, s in enumerate(seats):
        x = features(state, seat, ahead)
        out.append(s["vp"] + table["bias"] + sum(table[name] * v for name, v in zip(FEATURES, x)))
    return out


def win_chance(state: dict, seat: int) -> float:
    """The chance the seat finishes first: against each other seat, the normal chance that its lead in
    worth holds (final VP spread about the worth as fitted), multiplied; plus the margin at TIE_BREAK."""
    values = worths(state)
    spread = END_SPREAD if state["phase"] == "ended" else max(
        _FITTED["spread"][_key(state["players"], shifts_left(state))], END_SPREAD)
    chance = 1.0                  # per other: P(lead + noise > 0), the noise's sd sqrt(2) x spread
    for other, theirs in enumerate(values):
        if other != seat:
            chance *= 0.5 * (1.0 + math.erf((values[seat] - theirs) / (2.0 * spread)))
    others = [v for i, v in enumerate(values) if i != seat]
    return chance + TIE_BREAK * (values[seat] - max(others))
