"""The truck race (rulings 5-12): claims in real time with the simultaneous-claim window, or sealed.

Real time: the engine orders claims as they reach the write path. The first valid claim on a truck
opens that truck's window with its own timer (`close_claims` for the truck, `claim_window_ms`);
claims on that truck before its window closes join it; windows on different trucks run side by side.
The close lists the window's claimants (filled from the state when it fires), so a replay never
reads a clock. Ties are rolled with the white die from the state's PRNG. The race limit is a timer
of its own, set at the reveal and never moved.
"""
from shared import engine
from shared.engine import IllegalAction, Rng
from shared.engine.timers import keyed_timer

from .data import FACES, TIE_DIE
from .pile import draw

RACE_LIMIT = "race_limit"          # the race limit timer's key
WINDOW = "close:"                  # a window timer's key: this, then the truck


# -- actions ----------------------------------------------------------------------------------------
def claim(state: dict, seat: int, action: dict) -> list:
    """A seat grabs a revealed truck: it opens a window, or joins an open one (sealed: a hidden claim)."""
    truck = action.get("truck")
    _refuse_claim(state, seat, truck)
    if state["phase"] == "race_sealed":
        return _sealed(state, seat, {"claim": truck})
    window = next((w for w in state["windows"] if w["truck"] == truck), None)
    state["active"] = [s for s in state["active"] if s != seat]
    if window is not None:
        window["claimants"].append(seat)
        return [{"type": "TruckClaimed", "seat": seat, "truck": truck, "window": "joined"}]
    state["windows"].append({"truck": truck, "claimants": [seat]})
    close = {"type": "close_claims", "truck": truck}
    engine.add_timer(state, state["options"]["claim_window_ms"], close, key=window_key(truck))
    return [{"type": "TruckClaimed", "seat": seat, "truck": truck, "window": "opened"}]


def take_top(state: dict, seat: int, action: dict) -> list:
    """A seat without a truck takes the top card of the pile at once (ruling 8; sealed: hidden)."""
    _refuse_seat(state, seat)
    if state["phase"] == "race_sealed":
        return _sealed(state, seat, {"take_top": True})
    state["active"] = [s for s in state["active"] if s != seat]
    return _give_top(state, seat, False) + after_step(state)


def close_claims(state: dict, seat, action: dict) -> list:
    """System (a window's timer): settle the truck's window; the action lists its claimants.

    Without a truck (a game begun before windows had timers of their own) every open window."""
    if "truck" not in action:
        _expect_windows(state, action)
        return settle_windows(state) + after_step(state)
    window = next((w for w in state["windows"] if w["truck"] == action["truck"]), None)
    if window is None or action.get("claimants") != window["claimants"]:
        raise IllegalAction("wrong_claimants", f"the open windows are {state['windows']}")
    state["windows"] = [w for w in state["windows"] if w is not window]
    return _settle(state, window) + after_step(state)


def race_limit(state: dict, seat, action: dict) -> list:
    """System (ruling 10): open windows or sealed claims are settled, then the rest take top cards."""
    _expect_windows(state, action)
    events = settle_windows(state)
    if state["phase"] == "race_sealed":
        events += _settle_sealed(state)
    for s in range(state["players"]):
        if state["trucks"][s] is None:
            events += _give_top(state, s, True)
    state["active"] = []
    return events + after_step(state)


def settle_claims(state: dict, seat, action: dict) -> list:
    """System (ruling 11): reveal the sealed claims; uncontested win, contested roll, then take_top."""
    return _settle_sealed(state) + after_step(state)


def fill(state: dict, action: dict) -> dict:
    """A race timer's action carries the claimants (so a replay reads no clock): its window's, or
    (the race limit) every open window's."""
    if action["type"] == "close_claims" and "truck" in action:
        window = next((w for w in state["windows"] if w["truck"] == action["truck"]), None)
        return {**action, "claimants": list(window["claimants"]) if window else []}
    return {**action, "windows": [dict(w, claimants=list(w["claimants"])) for w in state["windows"]]}


def window_key(truck: str) -> str:
    """The name of a truck's window timer (views show it, so a bot can tell the timers apart)."""
    return WINDOW + truck


# -- the race's course ----------------------------------------------------------------------------
def start(state: dict, revealed: list) -> list:
    """The reveal: every drawn truck face up at once; the race starts (real time or sealed)."""
    state["revealed"], state["windows"] = revealed, []
    state["trucks"] = [None] * state["players"]
    state["active"] = list(range(state["players"]))
    sealed = state["options"]["truck_race"] == "sealed"
    state["phase"] = "race_sealed" if sealed else "race"
    if not sealed and state["options"]["race_limit_ms"]:   # counted from the reveal, never moved
        engine.add_timer(state, state["options"]["race_limit_ms"], {"type": "race_limit"},
                         key=RACE_LIMIT)
    return [{"type": "TrucksRevealed", "round": state["round"], "trucks": revealed}]


def after_step(state: dict) -> list:
    """After any race step: the last seat takes the top card; the race ends when all have trucks."""
    events = []
    without = [s for s in range(state["players"]) if state["trucks"][s] is None]
    if len(without) == 1 and not state["windows"]:
        events += _give_top(state, without[0], True)
        without = []
    if without:
        if state["phase"] == "race_sealed" or state["phase"] == "race_settle":
            state["phase"], state["active"] = "race_sealed", without
        elif not state["windows"]:
            state["active"] = without
        return events
    return events + _finish(state)


def settle_windows(state: dict) -> list:
    """Every open window in the order they opened: one claimant takes it, several roll the white die."""
    events = []
    for window in state.pop("windows"):
        events += _settle(state, window)
    state["windows"] = []
    return events


def free_seats(state: dict) -> list:
    """Seats neither holding a truck nor waiting in an open window (ruling 7a: a pending claim
    counts as a truck taken); while only one is left, it may not claim a revealed truck."""
    pending = {s for w in state["windows"] for s in w["claimants"]}
    return [s for s, t in enumerate(state["trucks"]) if t is None and s not in pending]


def holder(state: dict, truck: str):
    """The seat holding `truck`, or None."""
    return next((s for s, t in enumerate(state["trucks"]) if t == truck), None)


# -- private helpers ---------------------------------------------------------------------------
def _settle(state: dict, window: dict) -> list:
    """One window (already out of the open ones): its timer goes; the winner takes the truck."""
    timer = keyed_timer(state, window_key(window["truck"]))
    if timer is not None:
        engine.cancel_timer(state, timer["id"])
    winner, rolls = _roll_off(state, window["claimants"])
    state["trucks"][winner] = window["truck"]
    losers = [s for s in window["claimants"] if s != winner]
    state["active"] = sorted(state["active"] + losers)
    return [{"type": "TruckTaken", "seat": winner, "truck": window["truck"],
             "claimants": list(window["claimants"]), "rolls": rolls}]


def _refuse_seat(state: dict, seat: int) -> None:
    if state["trucks"][seat] is not None:
        raise IllegalAction("already_has_truck", "you have your truck for this round")
    if any(seat in w["claimants"] for w in state["windows"]) or str(seat) in state.get("sealed", {}):
        raise IllegalAction("claim_pending", "your claim waits for its window to close")


def _refuse_claim(state: dict, seat: int, truck) -> None:
    _refuse_seat(state, seat)
    revealed = {r["truck"]: r["by"] for r in state["revealed"]}
    if truck not in revealed:
        raise IllegalAction("not_revealed", f"{truck!r} was not revealed this round")
    if revealed[truck] == seat:
        raise IllegalAction("own_truck", "you may not take a truck you revealed")
    if holder(state, truck) is not None:
        raise IllegalAction("truck_taken", f"{truck} is taken")
    if len(free_seats(state)) < 2:
        raise IllegalAction("last_must_take_top", "every other seat has a truck or a pending claim: "
                            "the last seat takes the top card of the pile")


def _sealed(state: dict, seat: int, choice: dict) -> list:
    events = engine.seal(state, seat, choice)
    if not state["active"]:
        state["phase"] = "race_settle"
    return events


def _settle_sealed(state: dict) -> list:
    claims = engine.unseal(state)
    events = [{"type": "ClaimsRevealed", "claims": {str(s): c for s, c in sorted(claims.items())}}]
    by_truck = {}
    for seat in sorted(claims):
        if "claim" in claims[seat]:
            by_truck.setdefault(claims[seat]["claim"], []).append(seat)
    state["windows"] = sorted(({"truck": truck, "claimants": seats} for truck, seats in by_truck.items()),
                              key=lambda w: len(w["claimants"]) > 1)   # uncontested first
    events += settle_windows(state)
    for seat in sorted(claims):
        if claims[seat].get("take_top"):
            events += _give_top(state, seat, False)
    state["active"] = []
    return events


def _roll_off(state: dict, claimants: list) -> tuple[int, list]:
    """The winner among claimants and the white die's rolls, round by round (ties roll again)."""
    rolls, contenders, rng = [], list(claimants), Rng(state)
    while len(contenders) > 1:
        faces = {s: FACES[TIE_DIE][rng.below(len(FACES[TIE_DIE]))] for s in contenders}
        rolls.append({str(s): face for s, face in faces.items()})
        contenders = [s for s in contenders if faces[s] == max(faces.values())]
    return contenders[0], rolls


def _give_top(state: dict, seat: int, automatic: bool) -> list:
    truck = draw(state)
    state["trucks"][seat] = truck
    return [{"type": "TopCardTaken", "seat": seat, "truck": truck, "automatic": automatic}]


def _expect_windows(state: dict, action: dict) -> None:
    if action.get("windows", []) != state["windows"]:
        raise IllegalAction("wrong_claimants", f"the open windows are {state['windows']}")


def _finish(state: dict) -> list:
    held = set(state["trucks"])
    unused = [r["truck"] for r in state["revealed"] if r["truck"] not in held]
    state["aside"] += unused
    engine.cancel_timer(state)
    state["windows"] = []
    events = [{"type": "RaceEnded", "trucks": list(state["trucks"]), "set_aside": unused}]
    return events + start_loading(state)


def start_loading(state: dict) -> list:
    """After the race every seat loads, sealed; at `loading_time_limit_s` the default bot loads."""
    state["phase"], state["active"] = "loading", list(range(state["players"]))
    if state["options"]["loading_limit_ms"]:
        engine.add_timer(state, state["options"]["loading_limit_ms"], {"type": "loading_limit"})
    return [{"type": "LoadingStarted", "round": state["round"]}]
