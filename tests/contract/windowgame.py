"""Toll: a test-only game for response windows (no shipped game uses them yet; Quartz will).

Seats take turns claiming a toll of 1-3. Each claim opens a response window for every other seat:
each may `challenge` or pass, in any order, until all have answered or the 500 ms time-out passes.
When the window closes the system settles the claim: unchallenged, the claimant scores its toll;
challenged, a toll of 3 was a bluff (each challenger scores 2), a lower one scores one more. Each
seat claims twice. Registered by the tests that use it (`engine.register`), not by an entry point.
"""
from shared import engine
from shared.engine import GameSpec, IllegalAction, Phase, PhaseKind, rng

TIMEOUT_MS = 500
CLAIMS_EACH = 2

SPEC = GameSpec(
    name="toll", title="Toll (test game)", rulebook="-", min_seats=2, max_seats=4,
    phases=(Phase("claim", PhaseKind.TURN, frozenset({"claim"})),
            Phase("ended", PhaseKind.OVER, frozenset())),
    system_actions=frozenset({"settle"}),
)


def claim(state: dict, seat: int, action: dict) -> list:
    """The active seat claims a toll; the others may challenge it."""
    if action.get("toll") not in (1, 2, 3):
        raise IllegalAction("invalid_toll", "claim a toll of 1, 2 or 3")
    state["claim"] = {"seat": seat, "toll": action["toll"], "challengers": []}
    others = [s for s in range(state["players"]) if s != seat]
    return [{"type": "Claimed", "seat": seat, "toll": action["toll"]}] + \
        engine.open_window(state, others, ["challenge"], TIMEOUT_MS, close={"type": "settle"})


def challenge(state: dict, seat: int, action: dict) -> list:
    """A seat of the window challenges the claim."""
    state["claim"] = {**state["claim"], "challengers": state["claim"]["challengers"] + [seat]}
    return [{"type": "Challenged", "seat": seat}]


def settle(state: dict, seat, action: dict) -> list:
    """System, when the window closes: score the claim and pass the turn on (or end the game)."""
    current = state.pop("claim")
    if not current["challengers"]:
        state["points"][current["seat"]] += current["toll"]
    elif current["toll"] == 3:
        for challenger in current["challengers"]:
            state["points"][challenger] += 2
    else:
        state["points"][current["seat"]] += current["toll"] + 1
    state["turn"] += 1
    if state["turn"] == CLAIMS_EACH * state["players"]:
        state["phase"], state["active"] = "ended", []
    else:
        state["active"] = [state["turn"] % state["players"]]
    return [{"type": "Settled", **current, "points": list(state["points"])}]


HANDLERS = {"claim": claim, "challenge": challenge, "settle": settle}


def setup(options: dict, players: int, seed) -> dict:
    """A new game: seat 0 claims first."""
    return {"game": "toll", "players": players, "rng": rng.seed_state(seed), "phase": "claim",
            "active": [0], "pending": None, "turn": 0, "points": [0] * players}


def legal_actions(state: dict, seat) -> list:
    """A claim for the active seat; a challenge for a seat of the open window (the engine adds pass)."""
    if state.get("window") is not None:
        return [{"type": "challenge"}]
    return [{"type": "claim", "toll": toll} for toll in (1, 2, 3)] if state["phase"] == "claim" else []


def view(state: dict, seat) -> dict:
    """Nothing is hidden in Toll."""
    out = copy_state(state)
    del out["rng"]
    return out


def scores(state: dict) -> dict:
    """Points per seat."""
    return {"seats": [{"seat": s, "vp": p} for s, p in enumerate(state["points"])]}


def outcome(state: dict) -> dict | None:
    """Most points first; equal points share a place."""
    if state["phase"] != "ended":
        return None
    vp = state["points"]
    order = sorted(range(len(vp)), key=lambda s: (-vp[s], s))
    ranking = [{"seat": s, "place": 1 + sum(v > vp[s] for v in vp), "vp": vp[s]} for s in order]
    return {"ranking": ranking, "winners": [r["seat"] for r in ranking if r["place"] == 1]}


def copy_state(state: dict) -> dict:
    """A copy (the claim and the engine's keys are replaced, never mutated)."""
    return {**state, "active": list(state["active"]), "points": list(state["points"])}


def invariants(state: dict) -> list:
    """A window is open only over a claim, and never asks the claimant."""
    window = state.get("window")
    if window is not None and ("claim" not in state or state["claim"]["seat"] in window["seats"]):
        return [f"window {window} without a claim or asking the claimant"]
    return []
