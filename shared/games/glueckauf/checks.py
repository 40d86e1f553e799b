"""Invariants that hold after every action (the contract suite checks them)."""
from .coal import coal_in_play
from .data import CAGE_CAPACITY, COAL_PER_COLOUR, per_players


def invariants(state: dict) -> list[str]:
    """Every violated invariant, as a sentence; an empty list when the state is sound."""
    problems = []
    for colour, count in coal_in_play(state).items():
        if count != COAL_PER_COLOUR:
            problems.append(f"{count} {colour} cubes accounted for, not {COAL_PER_COLOUR}")
    problems += [f"supply of {c} is negative" for c, n in state["supply"].items() if n < 0]
    workers = per_players("workers", state["players"])
    for i, seat in enumerate(state["seats"]):
        placed = sum(occupancy[i] for occupancy in state["occupancy"].values())
        if seat["workers"] + seat["canteen"] + seat["bank"] + placed != workers:
            problems.append(f"seat {i}: workers not conserved")
        if seat["marks"] < 0:
            problems.append(f"seat {i}: negative Marks")
        if sum(seat["cage"].values()) > CAGE_CAPACITY:
            problems.append(f"seat {i}: more than {CAGE_CAPACITY} cubes in the cage")
        if min(seat["workers"], seat["canteen"], seat["bank"], *seat["storage"].values()) < 0:
            problems.append(f"seat {i}: a negative count")
        for level, lorries in seat["pit"].items():
            if sum(lorries["cubes"].values()) > lorries["lorries"] or min(lorries["cubes"].values()) < 0:
                problems.append(f"seat {i}: {level} level holds more cubes than lorries")
        if seat["light"] + seat["dark"] != len(seat["tiles"]):
            problems.append(f"seat {i}: tiles and sides disagree")
    if len(state["tile_stack"]) != len(state["tile_known"]) or len(state["order_deck"]) != len(state["order_known"]):
        problems.append("stack knowledge out of step with the stacks")
    return problems
