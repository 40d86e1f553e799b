"""Pack & Stack (Bernd Eisenstein; «Zack & Pack», Russian «Грузи и вези»), for 3-6 players.

Rules source: the Russian rulebook (the team handbook's rulebooks/trucks.ru.txt, the authority) with
the server's rulings in rulebooks/packstack.rulings.md (RULINGS.md beside this file says what this
package decided where they are silent). Each round the dice give every seat a load, every seat
reveals trucks, everyone grabs one at once (a real-time race with a claim window, or sealed), then
everyone loads their truck, sealed; empty units and pieces left off cost points, the round's best
gains 10, and the game ends after a round in which a seat is left with 0 points.

Pure: imports only the engine and the standard library; every value comes from data.json.
"""
import random

from shared.engine import Bots, GameSpec, Option, Phase, PhaseKind, Rng, rng

from . import bots, course, race
from .data import NAMES, COLOURS, MAX_SEATS, MIN_SEATS, REACTION_S, START_POINTS, STOCK, TRUCK_IDS
from .packing import first_fit, random_fill
from .texts import EVENT_TEXTS  # noqa: F401 (the log's lines)
from .shapes import ACTION_SHAPES  # noqa: F401 (the contract's action shapes)

RACES = ("realtime", "sealed")
RACE = frozenset({"claim", "take_top"})

SPEC = GameSpec(
    name="packstack",
    title="Pack & Stack",
    rulebook="trucks.ru.txt",
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    phases=(
        Phase("race", PhaseKind.SIMULTANEOUS, RACE, out_of_turn=True,
              description="the race for the trucks, by arrival"),
        Phase("race_sealed", PhaseKind.SIMULTANEOUS, RACE, sealed=True, out_of_turn=True,
              description="the race for the trucks, sealed claims"),
        Phase("race_settle", PhaseKind.SYSTEM, frozenset({"settle_claims"}),
              description="claims on one truck are settled"),
        Phase("loading", PhaseKind.SIMULTANEOUS, frozenset({"load"}), sealed=True,
              description="every seat loads its truck"),
        Phase("scoring", PhaseKind.SYSTEM, frozenset({"score_round"}),
              description="the round is scored"),
        Phase("ended", PhaseKind.OVER, frozenset(),
              description="the game is over"),
    ),
    options=(
        Option("truck_race", "choice", "realtime", "realtime: claims by arrival with a claim window; "
               "sealed: hidden claims revealed together (asynchronous games, bots)", choices=RACES),
        Option("claim_window_ms", "int", 300, "claims on one truck within this time (ms) of the first "
               "are simultaneous: the white die settles them", minimum=0, maximum=10_000),
        Option("race_time_limit_s", "int", 60, "real-time race: seats still without a truck this long "
               "after the reveal take the top card (0: no limit; the turn clock's move deadline "
               "then applies)", minimum=0, maximum=86_400),
        Option("loading_time_limit_s", "int", None, "seconds to load; then the default bot loads for "
               "every seat still loading (none: no limit)", minimum=1, maximum=86_400),
    ),
    simultaneous=True,
    hidden_information=True,
    system_actions=frozenset({"settle_claims", "score_round", "close_claims", "race_limit",
                              "loading_limit"}),
    round_name="round",
    round_event="RoundScored",
)

BOTS = Bots(levels=bots.LEVELS, choose=bots.choose, determinize=bots.determinize,
            default_level=bots.DEFAULT, reaction_s=REACTION_S, reaction_phases=bots.REACTION_PHASES,
            reaction_ms=bots.reaction_ms)

HANDLERS = {"claim": race.claim, "take_top": race.take_top, "close_claims": race.close_claims,
            "race_limit": race.race_limit, "settle_claims": race.settle_claims, "load": course.load,
            "loading_limit": course.loading_limit, "score_round": course.score_round}


# -- the contract ------------------------------------------------------------------------------
def setup(options: dict, players: int, seed) -> dict:
    """A new game: 75 points each, the 30 trucks shuffled, the first roll and reveal."""
    state = {"game": "packstack", "players": players, "rng": rng.seed_state(seed), "phase": "race",
             "active": [], "pending": None, "round": 0, "points": [START_POINTS] * players,
             "pile": list(TRUCK_IDS), "aside": [], "revealed": [], "windows": [],
             "trucks": [None] * players, "loads": [], "loaded": [], "timed_out": [], "history": [],
             "options": {"truck_race": options["truck_race"],
                         "claim_window_ms": options["claim_window_ms"],
                         "race_limit_ms": options["race_time_limit_s"] * 1000,
                         "loading_limit_ms": (options["loading_time_limit_s"] or 0) * 1000}}
    Rng(state).shuffle(state["pile"])
    course.new_round(state)
    return state


def legal_actions(state: dict, seat) -> list:
    """Race: claims on the trucks a seat may take, then take_top; loading: a few valid placements."""
    phase = state["phase"]
    if seat is None:
        return {"race_settle": [{"type": "settle_claims"}],
                "scoring": [{"type": "score_round"}]}.get(phase, [])
    if seat not in state["active"]:
        return []
    if phase in ("race", "race_sealed"):
        return _claims(state, seat) + [{"type": "take_top"}]
    if phase == "loading":
        return [{"type": "load", "pieces": pieces} for pieces in _sample_loads(state, seat)]
    return []


def fill_system_action(state: dict, action: dict) -> dict:
    """A timer's action completed from the state: the windows' claimants, or the bot's placements."""
    if action["type"] == "loading_limit":
        return {**action, "placements": {str(s): bots.default_placement(state["trucks"][s],
                                                                         state["loads"][s])
                                         for s in state["active"]}}
    return race.fill(state, action)


def view(state: dict, seat) -> dict:
    """Everything but the pile's order (only its size); the engine nulls other seats' sealed choices."""
    out = copy_state(state)
    del out["rng"]
    out["pile"] = len(state["pile"])
    out["viewer"] = seat
    return out


def scores(state: dict) -> dict:
    """Each seat's points, and every round's penalties beside the optimal ones."""
    return {"round": state["round"], "phase": state["phase"],
            "seats": [{"seat": s, "vp": p, "points": p} for s, p in enumerate(state["points"])],
            "rounds": rounds(state)}


def outcome(state: dict) -> dict | None:
    """Final ranking by points; tied seats share a place."""
    return course.outcome(state)


def rounds(state: dict) -> list:
    """One result per scored round: every seat's penalty next to the optimal penalty it could have had."""
    return [dict(record) for record in state["history"]]


def copy_state(state: dict) -> dict:
    """A copy that knows the state's shape (records are never changed once written)."""
    new = dict(state)
    for key in ("active", "pile", "aside", "trucks", "points", "timed_out", "history", "revealed",
                "loaded"):
        new[key] = list(state[key])
    new["loads"] = [dict(load) for load in state["loads"]]
    new["windows"] = [{"truck": w["truck"], "claimants": list(w["claimants"])} for w in state["windows"]]
    return new


def invariants(state: dict) -> list:
    """Trucks conserved across pile, set-aside, revealed and seats; pieces within stock; points >= 0."""
    problems = []
    held = [t for t in state["trucks"] if t is not None]
    out = [r["truck"] for r in state["revealed"]
           if r["truck"] not in held and r["truck"] not in state["aside"]]
    if sorted(state["pile"] + state["aside"] + held + out) != sorted(TRUCK_IDS):
        problems.append("trucks are not each in exactly one place")
    for colour in COLOURS:
        if sum(load.get(colour, 0) for load in state["loads"]) > STOCK[colour]:
            problems.append(f"more {colour} pieces rolled than the stock holds")
        for seat, pieces in enumerate(state["loaded"]):
            if pieces is not None and sum(p["colour"] == colour for p in pieces) > \
                    state["loads"][seat].get(colour, 0):
                problems.append(f"seat {seat} loaded {colour} pieces it was not given")
    if any(p < 0 for p in state["points"]):
        problems.append("negative points")
    return problems


def shuffle_hidden(state: dict, seat, salt: int) -> dict:
    """A copy with what `seat` cannot know changed: the pile's order, other seats' sealed choices."""
    new, probe = copy_state(state), random.Random(salt)   # a seeded test probe, not game randomness
    probe.shuffle(new["pile"])
    if "sealed" in state:
        other = {"take_top": True} if state["phase"].startswith("race") else []
        new["sealed"] = {k: v if k == str(seat) else other for k, v in state["sealed"].items()}
    return new


# -- private helpers ---------------------------------------------------------------------------
def _claims(state: dict, seat: int) -> list:
    if len(race.free_seats(state)) < 2:                 # ruling 7a: the last seat takes the top
        return []
    held = set(state["trucks"])
    return [{"type": "claim", "truck": r["truck"]} for r in state["revealed"]
            if r["by"] != seat and r["truck"] not in held]


def _sample_loads(state: dict, seat: int) -> list:
    """Valid placements to pick from at random: none, first fit, and random fills (from the PRNG,
    read without advancing it: the same state always offers the same placements)."""
    truck, load = state["trucks"][seat], state["loads"][seat]
    holder = {"rng": (state["rng"] + 7919 * (seat + 1)) & ((1 << 64) - 1)}
    draw = Rng(holder).below
    return [[], first_fit(truck, load)] + [random_fill(truck, load, draw) for _ in range(2)]

