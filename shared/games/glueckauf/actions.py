"""Glück Auf's action types: each handler mutates the state it is given and returns the events."""
from . import decisions, mining, shift, work

HANDLERS = {
    "draft": decisions.draft,
    "place": work.place,
    "move_cage": mining.move_cage,
    "load": mining.load,
    "store": mining.store,
    "fill": mining.fill,
    "stop": mining.stop,
    "keep_tile": decisions.keep_tile,
    "return_tiles": decisions.return_to_stack("tile"),
    "keep_order": decisions.keep_order,
    "return_orders": decisions.return_to_stack("order"),
    "substitute_coal": decisions.substitute_coal,
    "score_shift": shift.score_shift,
}
