"""Pack & Stack's action shapes: what a player sends for each action type (engine.shapes), checked
by the platform before the rules run. Ids and bounds come from the printed data."""
from shared.engine.shapes import action, array, choice, integer, record

from .data import AREA, COLOURS, COLUMNS, ORIENTATIONS, ROWS, TRUCK_IDS, TRUCKS

LEVELS = max(truck["levels"] for truck in TRUCKS.values())
PIECE = record("a piece: its colour, origin cell (row across, column along, level from the "
               "floor) and, longer than 1, its orientation",
               {"colour": choice(COLOURS, "the piece's colour"),
                "row": integer(0, ROWS - 1, "the origin's row"),
                "column": integer(0, COLUMNS - 1, "the origin's column"),
                "level": integer(1, LEVELS, "the origin's level (1: the floor)")},
               {"orientation": choice(ORIENTATIONS, "along (row), across (column) or standing "
                                                    "(up)", nullable=True)})

ACTION_SHAPES = {
    "claim": action("claim", "the race: grab a revealed truck",
                    {"truck": choice(TRUCK_IDS, "a revealed truck card")}),
    "take_top": action("take_top", "the race: take the top card of the pile"),
    "load": action("load", "loading: the pieces of your load placed in your truck (final)",
                   {"pieces": array(PIECE, AREA * LEVELS, "the pieces placed")}),
}
