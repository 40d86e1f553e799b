"""Quartz's action shapes: what a player sends for each action type (engine.shapes), checked by the
platform before the rules run. Ids and bounds come from the printed data."""
from shared.engine.shapes import action, array, choice, integer

from .data import ACTIONS, COMBOS, DATA, GEM_COUNT, VALUABLE

GEM = choice(VALUABLE, "a valuable gem kind")
GEMS = array(GEM, sum(GEM_COUNT.values()), "valuable gem kinds")
SEAT = integer(0, DATA["players"]["max"] - 1, "a seat")
NO_GEM = {**GEM, "nullable": True}

ACTION_SHAPES = {
    "mine": action("mine", "draw a gem from the bag"),
    "leave": action("leave", "leave the mine with your cart"),
    "play": action("play", "play an action card; its target and gems as the card asks",
                   {"card": choice(ACTIONS, "an action card of your hand")},
                   {"target": SEAT, "gems": {**GEMS, "maxItems": 2},
                    "give": GEM, "take": GEM}),
    "keep": action("keep", "Roll Up Your Sleeves: the drawn gems you keep", {"gems": GEMS}),
    "swap": action("swap", "Found It!: swap a cart gem for a drawn one (both null or absent: "
                   "none)", optional={"give": NO_GEM, "take": NO_GEM}),
    "pick": action("pick", "Lend Me a Hand: the drawn gem you take", {"gem": GEM}),
    "protect": action("protect", "move a cart gem onto What Gem? Where? (null or absent: done)",
                      optional={"gem": NO_GEM}),
    "use_token": action("use_token", "spend an experience token"),
    "scandal": action("scandal", "accept the scandal"),
    "take_reward": action("take_reward", "the last dwarf takes the reward"),
    "dig_alone": action("dig_alone", "the last dwarf digs on alone"),
    "stop": action("stop", "stop digging alone"),
    "not_mine_either": action("not_mine_either", "pass the coal on (null or absent: none left "
                              "to pass to)", optional={"to": {**SEAT, "nullable": True}}),
    "stop_thief": action("stop_thief", "cancel Is That Yours? and take a gem of the attacker "
                         "(null or absent: it has none)", optional={"gem": NO_GEM}),
    "break_time": action("break_time", "answer the attack with Break Time"),
    "pass": action("pass", "let a response window go by"),
    "sell": action("sell", "the sale: what to keep in the chest, the combo and the set sold",
                   optional={"keep": GEMS, "combo": choice(COMBOS, "a combo", nullable=True),
                             "set": {**GEM, "nullable": True}, "double": GEMS}),
}
