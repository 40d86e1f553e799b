"""Glück Auf (Kramer & Kiesling, eggertspiele 2013; English "Coal Baron").

Rulebook: ../shared/rulebooks/glueckauf.en.txt (and .ru.txt); rulings in RULINGS.md beside this file.
Worker placement over three shifts: mining coal into lorries, filling and delivering orders, and
majority scoring on the shift clock after each shift. Pure: imports only the engine and the stdlib.
"""
from shared.engine import Bots, Decision, GameSpec, Option, Phase, PhaseKind, work_counts

from . import bots as _bots
from .actions import HANDLERS
from .checks import invariants
from .data import DATA, NAMES  # noqa: F401 (NAMES: the printed names)
from .legal import legal_actions
from .texts import EVENT_TEXTS  # noqa: F401 (the log's lines)
from .shapes import ACTION_SHAPES
from .shift import outcome, scores
from .state import copy_state, setup
from .views import shuffle_hidden, view

SPEC = GameSpec(
    name="glueckauf",
    title="Glück Auf",
    rulebook="glueckauf.en.txt",
    min_seats=DATA["players"]["min"],
    max_seats=DATA["players"]["max"],
    phases=(
        Phase("draft", PhaseKind.TURN, frozenset({"draft"}),
              description="the order draft before the first shift"),
        Phase("work", PhaseKind.TURN, frozenset({"place"}),
              description="workers are placed on the action spaces"),
        Phase("shift_scoring", PhaseKind.SYSTEM, frozenset({"score_shift"}),
              description="the shift is scored"),
        Phase("ended", PhaseKind.OVER, frozenset(),
              description="the game is over"),
    ),
    decisions=(
        Decision("mining", frozenset({"move_cage", "load", "store", "fill", "stop"})),
        Decision("keep_tile", frozenset({"keep_tile"})),
        Decision("return_tiles", frozenset({"return_tiles"})),
        Decision("keep_order", frozenset({"keep_order"})),
        Decision("return_orders", frozenset({"return_orders"})),
        Decision("substitute_coal", frozenset({"substitute_coal"})),
    ),
    options=(
        Option("starting_player", "int", None, "seat of the first shift's starting player "
               "(drawn with the game's seeded PRNG when null)", minimum=0, maximum=3, seat=True),
    ),
    hidden_information=True,
    system_actions=frozenset({"score_shift"}),
    round_name="shift",
    round_event="ShiftScored",
)


def rounds(state: dict) -> list:
    """The scored shifts as round results: {"round", "shift", "elements", "vp", "start_player"?}."""
    return [{"round": record["shift"], **record} for record in state["shift_results"]]


BOTS = Bots(levels=_bots.LEVELS, choose=_bots.choose, determinize=_bots.determinize, default_level="easy",
            budgets=_bots.DEFAULT_BUDGETS, work=work_counts(__file__),
            work_keyword="max_simulations")

__all__ = ["SPEC", "HANDLERS", "ACTION_SHAPES", "BOTS", "setup", "legal_actions", "view", "scores",
           "outcome", "rounds", "copy_state", "shuffle_hidden", "invariants"]
