"""Glück Auf's printed components, loaded from `data.json` (transcribed from the published game)."""
import json
from pathlib import Path

from shared.engine.printed import printed_names

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
NAMES = printed_names(DATA)   # the printed names, English and Russian

COLOURS = tuple(DATA["colours"])                 # yellow, brown, gray, black: pit levels top to bottom
LEVELS = ("surface",) + COLOURS                  # where the pit cage can stop
VEHICLES = tuple(DATA["vehicles"])
LORRY_COST = DATA["lorry_cost_marks"]
CAGE_CAPACITY = DATA["setup"]["pit_cage_capacity"]
COAL_PER_COLOUR = DATA["setup"]["coal_per_colour"]
TOTAL_COAL = COAL_PER_COLOUR * len(COLOURS)
STARTING_LORRIES = DATA["setup"]["starting_lorries"]
ORDERS_EACH = DATA["setup"]["orders_per_player"]
END_GAME = DATA["end_game"]
SHIFT_CLOCK = tuple(DATA["shift_clock"])
SHIFTS = max(e["scored_after_shift"] for e in SHIFT_CLOCK)

ORDER_CARDS = {c["id"]: c for c in DATA["order_cards"]}
TILE_TYPES = {t["type"]: t for t in DATA["tunnel_tiles"]}
TILE_COST = {t: LORRY_COST[d["level"]] * d["lorries"] for t, d in TILE_TYPES.items()}


def per_players(key: str, players: int):
    """A setup number that depends on the player count (workers, marks, draft size)."""
    return DATA["setup"][key][str(players)]


def is_locked(lock: str | None, players: int) -> bool:
    """Lock tiles: '2' covers a space with 2 players, '2+3' with 2 or 3 players."""
    return (lock == "2" and players == 2) or (lock == "2+3" and players <= 3)


def _spaces():
    """Every worker space as (id, kind, parameter, lock) in board order."""
    board = DATA["board"]
    out = []
    for s in board["factory"]:
        out.append((s["id"], "factory_draw" if s.get("draw") else "factory", None, s["lock"]))
    for s in board["mining"]:
        out.append((s["id"], "mining", s["steps"], s["lock"]))
    for s in board["delivery"]:
        out.append((s["id"], "delivery", s["vehicle"], s.get("lock")))
    for s in board["money"]:
        out.append((s["id"], "money", s["marks"], s["lock"]))
    for s in board["order"]:
        out.append((s["id"], "order_draw" if s.get("draw") else "order", None, s["lock"]))
    return tuple(out)


SPACES = _spaces()
SPACE_KIND = {sid: kind for sid, kind, _, _ in SPACES}
SPACE_PARAM = {sid: param for sid, _, param, _ in SPACES}
FACTORY_SPACES = tuple(sid for sid, kind, _, _ in SPACES if kind in ("factory", "factory_draw"))
BANK = DATA["board"]["bank"]["id"]
BANK_MARKS = DATA["board"]["bank"]["marks"]
DRAW_SIZE = 5


def open_spaces(players: int) -> tuple:
    """Ids of the worker spaces not covered by lock tiles, in board order."""
    return tuple(sid for sid, _, _, lock in SPACES if not is_locked(lock, players))
ORDER_SPACE_ORDER = tuple(s["id"] for s in DATA["board"]["order"] if not s.get("draw"))  # leftmost first
