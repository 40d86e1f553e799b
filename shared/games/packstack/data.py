"""Pack & Stack's component data, read from data.json beside this file (dice, pieces, the 30 trucks).

The geometry: a truck's space is cut into unit cubes ("units"); unit u = (level - 1) * 15 + row * 5
+ column, with row 0-2 and column 0-4 as in the truck's mask and level 1 the floor. A truck is the
set of its loadable units, kept as an int bit mask.
"""
import json
from pathlib import Path

from shared.engine.printed import printed_names

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
NAMES = printed_names(DATA)   # the printed names, English and Russian

ROWS = DATA["truck_grid"]["rows"]                     # 3: across the truck
COLUMNS = DATA["truck_grid"]["columns"]               # 5: along the truck
AREA = ROWS * COLUMNS                                 # units per level
START_POINTS = DATA["start"]["points"]
MIN_SEATS, MAX_SEATS = DATA["players"]["min"], DATA["players"]["max"]
TRUCKS_EACH = {int(k): v for k, v in DATA["trucks_per_player"]["by_players"].items()}

DICE = tuple(DATA["dice"]["list"])                    # in roll order: white, grey, brown, turquoise, purple
COLOURS = tuple(d["colour"] for d in DICE)
LENGTH = {d["colour"]: d["piece_length"] for d in DICE}
FACES = {d["colour"]: tuple(d["faces"]) for d in DICE}
TIE_DIE = DATA["dice"]["claim_tie_die"]               # white: rolled to settle a contested truck
STOCK = DATA["pieces"]["stock"]

SCORING = DATA["scoring"]
EMPTY_UNIT = SCORING["empty_unit_penalty"]            # 1 per empty unit
LEFT_OFF = SCORING["left_off_penalty_per_length"]     # 2 per unit of length left off
BONUS = SCORING["best_bonus"]                         # 10 for the round's best

REACTION_S = {level: tuple(span) for level, span in DATA["bots"]["reaction_s"].items()}

ORIENTATIONS = ("row", "column", "up")                # along the length, across, standing


def _truck(card: dict) -> dict:
    """A truck card with its units: {"id", "levels", "mask", "units" (bit mask), "volume"}."""
    units = 0
    for level in range(card["levels"]):
        for row, line in enumerate(card["mask"]):
            for column, mark in enumerate(line):
                if mark == "#":
                    units |= 1 << (level * AREA + row * COLUMNS + column)
    volume = bin(units).count("1")
    if volume != card["volume"] or len(card["mask"]) != ROWS:
        raise ValueError(f"truck {card['id']}: its mask does not give its printed volume")
    return {"id": card["id"], "levels": card["levels"], "mask": tuple(card["mask"]),
            "units": units, "volume": volume}


TRUCKS = {card["id"]: _truck(card) for card in DATA["trucks"]["cards"]}
TRUCK_IDS = tuple(TRUCKS)


def unit(row: int, column: int, level: int) -> int:
    """The index of the unit at (row, column, level), level 1 being the floor."""
    return (level - 1) * AREA + row * COLUMNS + column


def where(index: int) -> tuple[int, int, int]:
    """(row, column, level) of a unit index."""
    level, rest = divmod(index, AREA)
    return rest // COLUMNS, rest % COLUMNS, level + 1


def load_volume(load: dict) -> int:
    """The total length of a load {colour: count}."""
    return sum(LENGTH[colour] * count for colour, count in load.items())


def every_load() -> list[dict]:
    """Every load the dice can give (one per distinct combination of faces): 900 of them."""
    loads = [{}]
    for colour in COLOURS:
        loads = [{**load, colour: face} for load in loads for face in sorted(set(FACES[colour]))]
    return loads
