"""Glück Auf's action shapes: what a player sends for each action type (engine.shapes), checked by
the platform before the rules run. Ids and bounds come from the printed data."""
from shared.engine.shapes import action, array, choice, integer

from .data import BANK, COLOURS, DRAW_SIZE, LEVELS, ORDER_CARDS, SPACES, TILE_TYPES
from .decisions import DESTINATIONS
from .mining import SOURCES

ORDER = integer(min(ORDER_CARDS), max(ORDER_CARDS), "an order card's id")
TILE = integer(min(TILE_TYPES), max(TILE_TYPES), "a tunnel tile's type")
COLOUR = choice(COLOURS, "a coal colour")
TO = choice(DESTINATIONS, "where the cards go back on their stack")

ACTION_SHAPES = {
    "draft": action("draft", "take an order card from the draft display", {"card": ORDER}),
    "place": action("place", "put a worker on a space of the board",
                    {"space": choice([sid for sid, *_ in SPACES] + [BANK], "a space's id")}),
    "move_cage": action("move_cage", "mining: move the pit cage to a level",
                        {"level": choice(LEVELS, "the surface or a pit level")}),
    "load": action("load", "mining: load a cube of the cage's level into the cage", {"colour": COLOUR}),
    "store": action("store", "mining: move a cube from the cage to your storage", {"colour": COLOUR}),
    "fill": action("fill", "mining: put a cube on a spot of an outstanding order",
                   {"order": ORDER, "spot": integer(0, 3, "the spot's index on the card"),
                    "colour": COLOUR, "from": choice(SOURCES, "where the cube comes from")}),
    "stop": action("stop", "mining: end the mining action"),
    "keep_tile": action("keep_tile", "keep one of the drawn tunnel tiles (null or absent: none)",
                        optional={"tile": {**TILE, "nullable": True}}),
    "return_tiles": action("return_tiles", "put the drawn tiles back, top first",
                           {"to": TO, "order": array(TILE, DRAW_SIZE, "the tiles held, top first")}),
    "keep_order": action("keep_order", "keep one of the drawn order cards (null or absent: none)",
                         optional={"card": {**ORDER, "nullable": True}}),
    "return_orders": action("return_orders", "put the drawn order cards back, top first",
                            {"to": TO, "order": array(ORDER, DRAW_SIZE, "the cards held, top first")}),
    "substitute_coal": action("substitute_coal", "a cube of another colour for a lorry whose own "
                              "ran out, or null to leave it empty",
                              {"colour": {**COLOUR, "nullable": True}}),
}
