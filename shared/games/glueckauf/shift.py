"""End-of-shift scoring on the shift clock, the next starting player, and the end of the game."""
from .coal import cubes_held, empty_lorries
from .data import END_GAME, FACTORY_SPACES, ORDER_CARDS, SHIFT_CLOCK, SHIFTS, per_players


def majority_awards(counts: list, first: int, second: int, second_place: bool = True) -> list:
    """VP per seat for one element: ties for first share first and void second; at least 1 to score."""
    awards = [0] * len(counts)
    ranks = sorted({c for c in counts if c > 0}, reverse=True)
    if not ranks:
        return awards
    winners = [i for i, c in enumerate(counts) if c == ranks[0]]
    for i in winners:
        awards[i] = first
    if len(winners) == 1 and second_place and len(ranks) > 1:
        for i, c in enumerate(counts):
            if c == ranks[1]:
                awards[i] = second
    return awards


def element_count(seat_state: dict, element: dict) -> int:
    """What a seat has of the thing a shift-clock element counts."""
    kind = element["kind"]
    if kind == "delivered_spots":
        return sum(ORDER_CARDS[c]["coals"].count(element["colour"]) for c in seat_state["delivered"])
    if kind == "vehicle_spots":
        return sum(len(ORDER_CARDS[c]["coals"]) for c in seat_state["delivered"]
                   if ORDER_CARDS[c]["vehicle"] == element["vehicle"])
    return empty_lorries(seat_state, element["colour"])


def next_start_player(state: dict) -> int:
    """Most workers on Lorry factory spaces; ties go clockwise from the previous starting player."""
    n, previous = state["players"], state["start_player"]
    factory = [sum(state["occupancy"][s][seat] for s in FACTORY_SPACES if s in state["occupancy"])
               for seat in range(n)]
    best = max(factory)
    for i in range(1, n + 1):
        seat = (previous + i) % n
        if factory[seat] == best:
            return seat
    raise AssertionError("unreachable")


def score_shift(state: dict, seat, action: dict) -> list:
    """System action: score the shift clock's elements for this shift, then start the next or end."""
    shift, seats = state["shift"], state["seats"]
    two_player = state["players"] == 2
    results = []
    for element in SHIFT_CLOCK:
        if element["scored_after_shift"] > shift:
            continue
        counts = [element_count(s, element) for s in seats]
        awards = majority_awards(counts, element["first"], element["second"], not two_player)
        for s, vp in zip(seats, awards):
            s["vp"] += vp
        results.append({"element": element["element"], "counts": counts, "awards": awards})
    record = {"shift": shift, "elements": results,
              "vp": [sum(r["awards"][i] for r in results) for i in range(len(seats))]}
    events = [{"type": "ShiftScored", **record}]
    if shift < SHIFTS:
        record["start_player"] = next_start_player(state)
        events += _next_shift(state, record["start_player"])
    else:
        events += _end_game(state)
    state["shift_results"].append(record)
    return events


def _next_shift(state: dict, start: int) -> list:
    workers = per_players("workers", state["players"])
    for s in state["seats"]:
        s["workers"], s["canteen"], s["bank"] = workers, 0, 0
    for occupancy in state["occupancy"].values():
        occupancy[:] = [0] * state["players"]
    state["shift"] += 1
    state["start_player"] = start
    state["phase"], state["active"] = "work", [start]
    return [{"type": "ShiftStarted", "shift": state["shift"], "start_player": start}]


def _end_game(state: dict) -> list:
    final = []
    for s in state["seats"]:
        items = {"marks": s["marks"] // END_GAME["marks_per_vp"],
                 "coal": cubes_held(s) // END_GAME["coal_per_vp"],
                 "outstanding_orders": END_GAME["vp_per_outstanding_order"] * len(s["outstanding"]),
                 "tunnel_imbalance": END_GAME["vp_per_tile_of_imbalance"] * abs(s["light"] - s["dark"])}
        s["marks"] %= END_GAME["marks_per_vp"]          # the excess stays as the tie-breaker
        s["vp"] += sum(items.values())
        final.append(items)
    state["final"] = final
    state["phase"], state["active"] = "ended", []
    return [{"type": "GameEnded", "end_game": final, "outcome": outcome(state)}]


def scores(state: dict) -> dict:
    """Running score breakdown per seat: deliveries, each shift-clock element, end-game items."""
    per_seat = []
    for i, s in enumerate(state["seats"]):
        clock = {str(e["element"]): 0 for e in SHIFT_CLOCK}
        for record in state["shift_results"]:
            for r in record["elements"]:
                clock[str(r["element"])] += r["awards"][i]
        final = state["final"][i] if state["final"] else None
        per_seat.append({"seat": i, "vp": s["vp"], "deliveries": s["delivery_vp"],
                         "shift_clock": clock, "end_game": final, "marks": s["marks"]})
    return {"shift": state["shift"], "phase": state["phase"], "seats": per_seat,
            "shifts": state["shift_results"]}


def outcome(state: dict) -> dict | None:
    """Final ranking: most VP, then most Marks left; a remaining tie is a shared place."""
    if state["phase"] != "ended":
        return None
    key = [(s["vp"], s["marks"]) for s in state["seats"]]
    order = sorted(range(len(key)), key=lambda i: (-key[i][0], -key[i][1], i))
    ranking = [{"seat": i, "place": 1 + sum(1 for k in key if k > key[i]), "vp": key[i][0],
                "marks": key[i][1]} for i in order]
    return {"ranking": ranking, "winners": [r["seat"] for r in ranking if r["place"] == 1]}

