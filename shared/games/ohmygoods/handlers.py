"""Every action type and its handler (each mutates the state it is given and returns the events)."""
from . import choices, plans, production

HANDLERS = {
    "keep_hand": choices.keep_hand, "redraw": choices.redraw, "discard_half": choices.discard_half,
    "reveal": choices.reveal,
    "move_apprentice": plans.move_apprentice, "pay_moves": plans.pay_moves,
    "place_master": plans.place_master, "plan_building": plans.plan_building,
    "produce": production.produce, "chain": production.chain, "end_chain": production.end_chain,
    "end_production": production.end_production, "build": production.build, "hire": production.hire,
    "place_apprentice": production.place_apprentice, "finish_turn": production.finish_turn,
}
