"""Oh My Goods!'s action shapes: what a player sends for each action type (engine.shapes), checked
by the platform before the rules run. Ids and bounds come from the printed data."""
from shared.engine.shapes import action, array, choice, integer

from .data import ALL_CARDS, APPRENTICE_IDS, DECK, SIDES

CARD = choice(DECK, "a card of your hand")
CARDS = array(CARD, len(DECK), "cards of your hand")
BUILDING = integer(0, len(DECK), "one of your buildings, by its place in your row (0: the charburner)")
PAYMENT = array(BUILDING, ALL_CARDS, "goods paid: the building each good is taken from, once a good")
APPRENTICE = choice(APPRENTICE_IDS, "an apprentice card")

ACTION_SHAPES = {
    "keep_hand": action("keep_hand", "phase I: keep the hand"),
    "redraw": action("redraw", "phase I: discard the hand and draw as many (option keep_one: keep "
                     "one card)", optional={"keep": {**CARD, "nullable": True}}),
    "discard_half": action("discard_half", "the cards ran out: discard half the hand",
                           {"cards": {**CARDS, "uniqueItems": True}}),
    "move_apprentice": action("move_apprentice", "plan: move an apprentice to a free building",
                              {"apprentice": APPRENTICE, "to": BUILDING}),
    "pay_moves": action("pay_moves", "plan: pay for the planned moves", {"payment": PAYMENT}),
    "place_master": action("place_master", "plan: the master works in a building (null or "
                           "absent: idle), diligent or sloppy",
                           optional={"building": {**BUILDING, "nullable": True},
                                     "side": choice(SIDES, "how the master works")}),
    "plan_building": action("plan_building", "plan: lay a hand card face down to build (null or "
                            "absent: none)", optional={"card": {**CARD, "nullable": True}}),
    "produce": action("produce", "activate a staffed building, covering its shortfall with hand "
                      "cards", {"building": BUILDING}, {"cover": CARDS}),
    "chain": action("chain", "lay one complete set of the building's chain",
                    {"building": BUILDING},
                    {"cards": CARDS, "goods": array(BUILDING, ALL_CARDS, "goods moved, by building")}),
    "end_chain": action("end_chain", "stop chaining"),
    "end_production": action("end_production", "end your production"),
    "build": action("build", "build the planned card", {"payment": PAYMENT}),
    "hire": action("hire", "hire an apprentice of the display",
                   {"apprentice": APPRENTICE, "payment": PAYMENT}),
    "place_apprentice": action("place_apprentice", "put the hired apprentice in a free building",
                               {"building": BUILDING}),
    "finish_turn": action("finish_turn", "end the turn"),
}
