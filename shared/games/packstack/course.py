"""A round's course (rulings 2-5, 13-19): the roll, the deal, loading, scoring, the end check.

The truck pile's top is the end of `state["pile"]`; an empty pile is rebuilt from the set-aside
trucks, shuffled (ruling 3). Loading is a sealed simultaneous choice: a valid placement is sealed
and final, an invalid one is refused with its code and changes nothing; the reveal is the scoring
system step. Each round's record keeps, beside every seat's penalty, the optimal penalty for the
truck and load it had (the solver's, proven), so players see what they left on the table.
"""
import functools

from shared import engine
from shared.engine import IllegalAction, Rng

from . import placement, race, solver
from .pile import draw
from .data import BONUS, COLOURS, DICE, EMPTY_UNIT, LEFT_OFF, TRUCKS, TRUCKS_EACH, load_volume


# -- the round's steps ----------------------------------------------------------------------------
def new_round(state: dict) -> list:
    """Roll every seat's load, deal and reveal the trucks; the race starts."""
    state["round"] += 1
    state["loaded"] = [None] * state["players"]
    events = [roll(state)]
    revealed = [{"truck": draw(state), "by": seat}
                for seat in range(state["players"]) for _ in range(TRUCKS_EACH[state["players"]])]
    return events + race.start(state, revealed)


def roll(state: dict) -> dict:
    """Ruling 4: the five dice for every seat, seats in order, dice white to purple; loads are public."""
    rng = Rng(state)
    state["loads"] = [{d["colour"]: d["faces"][rng.below(len(d["faces"]))] for d in DICE}
                      for _ in range(state["players"])]
    return {"type": "LoadsRolled", "round": state["round"], "loads": [dict(x) for x in state["loads"]]}


# -- actions ----------------------------------------------------------------------------------------
def load(state: dict, seat: int, action: dict) -> list:
    """A seat submits its placement: refused with a code (send again) or sealed, final, until the reveal."""
    pieces = action.get("pieces")
    placement.check(pieces, state["trucks"][seat], state["loads"][seat])
    events = engine.seal(state, seat, [dict(p) for p in pieces])
    if not state["active"]:
        engine.cancel_timer(state)
        state["phase"] = "scoring"
    return events


def loading_limit(state: dict, seat, action: dict) -> list:
    """System (ruling 15): the default bot's placements, carried in the action, for every latecomer."""
    given = action.get("placements")
    if not isinstance(given, dict) or sorted(given) != sorted(str(s) for s in state["active"]):
        raise IllegalAction("wrong_placements", f"placements for seats {state['active']} are due")
    for seat in state["active"]:
        placement.check(given[str(seat)], state["trucks"][seat], state["loads"][seat])
    events = []
    for seat in list(state["active"]):
        events += engine.seal(state, seat, [dict(p) for p in given[str(seat)]])
        state["timed_out"].append(seat)
    state["phase"] = "scoring"
    return events + [{"type": "LoadingTimedOut", "seats": sorted(int(s) for s in given)}]


def score_round(state: dict, seat, action: dict) -> list:
    """System: reveal every placement, pay penalties, the best gain 10; the game ends or goes on."""
    placed = engine.unseal(state)
    state["loaded"] = [placed[s] for s in range(state["players"])]
    record = _record(state)
    state["history"].append(record)
    events = [{"type": "LoadsRevealed", "round": state["round"], "placements": list(state["loaded"])},
              {"type": "RoundScored", **record}]
    state["aside"] += [t for t in state["trucks"] if t is not None]
    state["trucks"] = [None] * state["players"]
    state["timed_out"] = []
    if min(state["points"]) == 0:
        state["phase"], state["active"] = "ended", []
        return events + [{"type": "GameEnded", "outcome": outcome(state)}]
    return events + new_round(state)


# -- scoring --------------------------------------------------------------------------------------
def assess(truck_id: str, load: dict, pieces: list) -> dict:
    """Ruling 16 for one seat: empty units, length left off, the penalty."""
    loaded = placement.volume(pieces)
    empty = TRUCKS[truck_id]["volume"] - loaded
    left_off = load_volume(load) - loaded
    return {"loaded": loaded, "empty": empty, "left_off": left_off,
            "penalty": EMPTY_UNIT * empty + LEFT_OFF * left_off}


@functools.lru_cache(maxsize=32768)
def optimal_penalty(truck_id: str, counts: tuple) -> int:
    """The lowest penalty any placement of the load (counts in colour order) reaches in the truck."""
    return solver.solve(truck_id, dict(zip(COLOURS, counts)))["penalty"]


def outcome(state: dict) -> dict | None:
    """Final ranking by points (ruling 18): tied seats share a place; all tied for most win."""
    if state["phase"] != "ended":
        return None
    points = state["points"]
    order = sorted(range(len(points)), key=lambda s: (-points[s], s))
    ranking = [{"seat": s, "place": 1 + sum(1 for p in points if p > points[s]), "vp": points[s]}
               for s in order]
    return {"ranking": ranking, "winners": [r["seat"] for r in ranking if r["place"] == 1]}


def _record(state: dict) -> dict:
    seats = []
    for seat in range(state["players"]):
        truck, load = state["trucks"][seat], state["loads"][seat]
        result = assess(truck, load, state["loaded"][seat])
        best = optimal_penalty(truck, counts_of(load))
        state["points"][seat] = max(0, state["points"][seat] - result["penalty"])
        seats.append({"seat": seat, "truck": truck, "load": dict(load), **result,
                      "optimal_penalty": best, "left_on_table": result["penalty"] - best,
                      "timed_out": seat in state["timed_out"]})
    lowest = min(s["penalty"] for s in seats)
    for entry in seats:
        entry["bonus"] = BONUS if entry["penalty"] == lowest else 0
        state["points"][entry["seat"]] += entry["bonus"]
        entry["points"] = state["points"][entry["seat"]]
    return {"round": state["round"], "best_penalty": lowest, "seats": seats}


def counts_of(load: dict) -> tuple:
    """A load as counts in colour order (white to purple)."""
    return tuple(load.get(colour, 0) for colour in COLOURS)

