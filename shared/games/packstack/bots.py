"""Pack & Stack bots from a seat's view only: which truck to grab, and how to load it.

Loading: `easy` first fit (longest piece first), `medium` the better of first fit and a bounded
search, `hard` the exact solver (proven optimal). The race: `easy` grabs the truck whose volume is
nearest its load's length; `medium` rates each truck by a first-fit packing of its own load and
weighs the top card by the same rating over the trucks that can still be in the pile; `hard` plays the
race out for each of its options with the others as reasonable players (foresight.py) and takes the
one worth most points after the round (winning first when the round ends the game). In the
real-time race every level first waits a person's reaction time (`reaction_ms`, data.json).
"""
import random

from shared.engine import rng

from . import course, foresight, race, solver
from .data import LENGTH, REACTION_S, TRUCK_IDS, TRUCKS, load_volume
from .packing import first_fit

LEVELS = ("easy", "medium", "hard")
DEFAULT = "medium"
MEDIUM_NODES = 400                 # the medium loader's search bound (nodes)
REACTION_PHASES = frozenset({"race"})   # the real-time race; the sealed race and loading wait for nobody


def reaction_ms(state: dict, seat: int, level: str) -> int:
    """The ms a bot of `level` at `seat` waits after its turn began before it claims: uniform in the
    level's range, drawn from the state's PRNG without advancing it (a tie roll, the only draw
    during a race, gives a window's losers a new one)."""
    low, high = REACTION_S[level]
    return round(1000 * (low + (high - low) * rng.peek_fraction(state["rng"], seat + 1)))


def choose(view: dict, seat: int, level: str, budget_s: float | None = None, seed: int = 0) -> dict:
    """The bot's action: {"actions": [one action], "evaluation": {...}, "simulations": 0}."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; one of {', '.join(LEVELS)}")
    if seat not in view.get("active", []):
        raise ValueError(f"seat {seat} has nothing to decide now")
    if view["phase"] == "loading":
        truck, load = view["trucks"][seat], view["loads"][seat]
        pieces = placement_for(level, truck, load)
        action = {"type": "load", "pieces": pieces}
        evaluation = {"truck": truck, "penalty": course.assess(truck, load, pieces)["penalty"]}
    elif view["phase"] in ("race", "race_sealed"):
        action, evaluation = _race(view, seat, level)
    else:
        raise ValueError(f"seat {seat} has nothing to decide in {view['phase']!r}")
    return {"actions": [action], "evaluation": evaluation, "simulations": 0}


def placement_for(level: str, truck: str, load: dict) -> list:
    """The pieces a bot of `level` loads."""
    if level == "easy":
        return first_fit(truck, load)
    if level == "hard":
        return solver.solve(truck, load)["pieces"]
    quick, searched = first_fit(truck, load), solver.solve(truck, load, MEDIUM_NODES)["pieces"]
    return max(searched, quick, key=lambda pieces: sum(_length(p) for p in pieces))


def default_placement(truck: str, load: dict) -> list:
    """What the game's default bot loads for a seat whose loading time ran out (ruling 15)."""
    return placement_for(DEFAULT, truck, load)


def determinize(view: dict, seat: int, seed: int) -> dict:
    """A whole state consistent with `seat`'s view: the pile's order and others' sealed choices sampled."""
    sampler = random.Random(seed)
    state = {k: v for k, v in view.items() if k not in ("viewer", "timer", "timers", "window")}
    state["rng"] = rng.seed_state(seed)
    state["pile"] = _unknown(view)
    sampler.shuffle(state["pile"])
    for key in ("active", "aside", "trucks", "points", "timed_out", "history", "revealed", "loaded"):
        state[key] = list(view[key])
    state["loads"] = [dict(load) for load in view["loads"]]
    state["windows"] = [{"truck": w["truck"], "claimants": list(w["claimants"])} for w in view["windows"]]
    if "sealed" in view:
        state["sealed"] = {k: v if v is not None else _stand_in(view, int(k))
                           for k, v in view["sealed"].items()}
    if view.get("timers"):
        state["timers"] = [{**t, "action": _timer_action(view, t)} for t in view["timers"]]
        state["timer"] = {"id": state["timers"][-1]["id"]}
    elif view.get("timer") is not None:   # a view from before the race had several timers
        state["timer"] = {**view["timer"], "action": _timer_action(view, view["timer"])}
    return state


# -- the race ---------------------------------------------------------------------------------
def _race(view: dict, seat: int, level: str) -> tuple[dict, dict]:
    load, options = view["loads"][seat], _claimable(view, seat)
    if not options:
        return {"type": "take_top"}, {"reason": "no truck to claim"}
    if level == "easy":
        truck = min(options, key=lambda t: (abs(TRUCKS[t]["volume"] - load_volume(load)), t))
        return {"type": "claim", "truck": truck}, {"volume_gap": TRUCKS[truck]["volume"] - load_volume(load)}
    if level == "hard":
        return _foresee(view, seat, options)
    values = {t: _first_fit(t, load) for t in options}
    top = _mean(_first_fit(t, load) for t in _top_candidates(view))
    truck = min(values, key=lambda t: (values[t], t))
    if top < values[truck]:
        return {"type": "take_top"}, {"expected": round(top, 2), "best_truck": truck}
    return {"type": "claim", "truck": truck}, {"expected": round(values[truck], 2),
                                               "top_card": round(top, 2)}


def _foresee(view: dict, seat: int, options: list) -> tuple[dict, dict]:
    """Hard: the option with the best chance to win once the race and the round are played out."""
    rate = foresight.sealed_options if view["phase"] == "race_sealed" else foresight.rate_options
    rated = rate(view, seat, options)
    best = max(rated, key=lambda option: (rated[option], option != foresight.TOP, option))
    ranked = sorted(rated.items(), key=lambda item: -item[1])[:3]
    evaluation = {"expected_points": round(rated[best], 2),   # after the round, the bonus included
                  "top": [{"option": option, "value": round(value, 2)} for option, value in ranked]}
    if best == foresight.TOP:
        return {"type": "take_top"}, evaluation
    return {"type": "claim", "truck": best}, evaluation


def _claimable(view: dict, seat: int) -> list:
    if view["trucks"][seat] is not None or len(race.free_seats(view)) < 2:
        return []
    held = set(view["trucks"])
    return [r["truck"] for r in view["revealed"] if r["by"] != seat and r["truck"] not in held]


def _first_fit(truck: str, load: dict) -> int:
    return course.assess(truck, load, first_fit(truck, load))["penalty"]


def _top_candidates(view: dict) -> list:
    return _unknown(view) or list(view["aside"])


def _unknown(view: dict) -> list:
    """The trucks the pile holds (in no known order): neither set aside, revealed nor held."""
    seen = set(view["aside"]) | {t for t in view["trucks"] if t} | {r["truck"] for r in view["revealed"]}
    return [t for t in TRUCK_IDS if t not in seen]


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values) if values else float("inf")


def _stand_in(view: dict, other: int):
    if view["phase"] == "loading":
        return first_fit(view["trucks"][other], view["loads"][other])
    return {"take_top": True}


def _timer_action(view: dict, timer: dict) -> dict:
    """A pending timer's action from its key (a window's close names its truck) or the phase."""
    key = timer.get("key", "")
    if key.startswith(race.WINDOW):
        return {"type": "close_claims", "truck": key[len(race.WINDOW):]}
    if view["phase"] == "loading":
        return {"type": "loading_limit"}
    return {"type": "close_claims" if view["windows"] and key != race.RACE_LIMIT else "race_limit"}


def _length(piece: dict) -> int:
    return LENGTH[piece["colour"]]
