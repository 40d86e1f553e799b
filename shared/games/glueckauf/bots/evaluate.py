"""A static estimate of every seat's final VP: the score so far plus what the position promises."""
from ..data import COLOURS, ORDER_CARDS, SHIFT_CLOCK, SHIFTS, per_players

SPOT_BONUS = 0.8          # future majority VP a delivered spot is worth, before it is delivered
CUBE_OPTION = (0.5, 0.7, 0.9, 1.1)   # per spare cube by colour, scaled by the share of the game left
LORRY_OPTION = 0.3        # per bought lorry, scaled the same way
MARKS_NEEDED = 12         # marks beyond this are worth only their end-game VP
LATER = 0.8               # weight of a majority scoring in a later shift (standings can change)
# (element index into a seat's 12 counts, first, second, scored after shift), precomputed
_KINDS = {"delivered_spots": 0, "vehicle_spots": 4, "empty_lorries": 8}
_ELEMENTS = []
for _e in SHIFT_CLOCK:
    _offset = _KINDS[_e["kind"]]
    _which = (list(COLOURS).index(_e["colour"]) if "colour" in _e
              else ["barrow", "carriage", "motorcar", "engine"].index(_e["vehicle"]))
    _ELEMENTS.append((_offset + _which, _e["first"], _e["second"], _e["scored_after_shift"]))
_VEHICLE_INDEX = {"barrow": 0, "carriage": 1, "motorcar": 2, "engine": 3}
_CARD = {c: (tuple(d["coals"].count(col) for col in COLOURS), _VEHICLE_INDEX[d["vehicle"]], len(d["coals"]),
             d["vp"], tuple(d["coals"])) for c, d in ORDER_CARDS.items()}


def evaluate(state: dict) -> list:
    """Estimated final VP per seat (exact once the game has ended)."""
    seats = state["seats"]
    if state["phase"] == "ended":
        return [float(s["vp"]) for s in seats]
    est = [float(s["vp"]) for s in seats]
    _add_majorities(state, est)
    progress = _progress(state)
    for i, s in enumerate(seats):
        est[i] += _seat_value(s, progress)
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


def _counts(me: dict) -> list:
    """The 12 shift-clock counts of a seat: delivered spots per colour, per vehicle, empty lorries per level."""
    out = [0] * 12
    for card in me["delivered"]:
        colours, vehicle, spots, _, _ = _CARD[card]
        for i in range(4):
            out[i] += colours[i]
        out[4 + vehicle] += spots
    for i, colour in enumerate(COLOURS):
        level = me["pit"][colour]
        out[8 + i] = level["lorries"] - sum(level["cubes"].values())
    return out


def _add_majorities(state: dict, est: list) -> None:
    """Project each shift-clock element by the standings now, once per scoring still to come."""
    second_place = state["players"] != 2
    shift = state["shift"]
    counts = [_counts(s) for s in state["seats"]]
    for index, first, second, after in _ELEMENTS:
        times = sum(1.0 if s == shift else LATER for s in range(max(shift, after), SHIFTS + 1))
        if not times:
            continue
        column = [c[index] for c in counts]
        top = max(column)
        if top <= 0:
            continue
        leaders = [i for i, c in enumerate(column) if c == top]
        for i in leaders:
            est[i] += first * times
        if len(leaders) == 1 and second_place:
            rest = [c for c in column if 0 < c < top]
            if rest:
                runner = max(rest)
                for i, c in enumerate(column):
                    if c == runner:
                        est[i] += second * times


def _seat_value(me: dict, progress: float) -> float:
    have = [me["storage"][c] + me["cage"][c] for c in COLOURS]
    lorries = 0
    for level in me["pit"].values():
        cubes = level["cubes"]
        lorries += level["lorries"]
        for i, c in enumerate(COLOURS):
            have[i] += cubes[c]
    held = sum(have)
    early = max(0.0, 1.0 - progress)
    value = 0.0
    orders = []
    for order in me["outstanding"]:
        coals = _CARD[order["card"]][4]
        missing, wanted = 0, [0, 0, 0, 0]
        for i, spot in enumerate(order["spots"]):
            held += len(spot)
            if len(spot) == 2 or (len(spot) == 1 and spot[0] == coals[i]):
                continue
            missing += 1
            if not spot:
                wanted[COLOURS.index(coals[i])] += 1
        orders.append((missing / len(coals), order["card"], wanted))
    orders.sort()
    for share_missing, card, wanted in orders:
        value += _order_value(card, share_missing, wanted, have, progress)
    # cubes no order claims are options on future orders; deeper colours fill dearer spots
    value += sum(n * CUBE_OPTION[i] for i, n in enumerate(have)) * early
    value += (lorries - 4) * LORRY_OPTION * early
    marks = me["marks"]
    value += held / 3.0 + marks * 0.2 + min(marks, MARKS_NEEDED) * 0.25 * early
    value -= 2.0 * abs(me["light"] - me["dark"]) * (0.2 + 0.8 * progress * progress)
    return value + me["workers"] * 0.9


def _order_value(card: int, share_missing: float, wanted: list, have: list, progress: float) -> float:
    """Expected VP of an outstanding order; cubes it would use are taken from `have`."""
    _, _, spots, vp, _ = _CARD[card]
    worth = vp + SPOT_BONUS * spots
    if share_missing == 0:
        return 0.95 * worth
    short = 0
    for i in range(4):
        use = min(wanted[i], have[i])
        have[i] -= use
        short += wanted[i] - use
    done = 1 - share_missing
    p = (0.5 + 0.4 * done) * (1 - 0.25 * short) * (1 - 0.6 * progress * progress * (1 - done))
    p = min(max(p, 0.0), 0.95)
    return p * worth - (1 - p) * 1.0
