"""Quartz (André Zatz & Sérgio Halaban; Russian edition «Кварц», Magellan 2019), for 3-5 players.

Rules source: the team handbook's `rulebooks/quartz.ru.txt` (the authority) and
`rulebooks/quartz.rulings.md` (26 rulings, copied with our decisions into RULINGS.md beside this
file); components in `data.json`. Dwarves take turns to mine a gem from the bag, play an action
card or leave the mine; two coal in a cart is a scandal. That's Not Mine!, Is That Yours? and Lend
Me a Hand open a response window for their target (the engine's `open_window`, closed by an answer,
a pass or its time-out, a timed system step); experience tokens are free actions out of turn; the
coal check waits for a token holder alone. Five days, a sealed sale each evening, the richest wins.
Pure: imports only the engine and the standard library.
"""
from shared.engine import Bots, work_counts

from . import bots
from .data import NAMES  # noqa: F401 (the printed names)
from .texts import EVENT_TEXTS  # noqa: F401 (the log's lines)
from .shapes import ACTION_SHAPES
from .rules import (HANDLERS, SPEC, copy_state, fill_system_action, free_actions, invariants,
                    legal_actions, outcome, rounds, scores, setup, shuffle_hidden, view)

BOTS = Bots(levels=bots.LEVELS, choose=bots.choose, determinize=bots.determinize, default_level="greedy",
            budgets=bots.DEFAULT_BUDGETS, work=work_counts(__file__),
            work_keyword="max_simulations")

__all__ = ["ACTION_SHAPES", "BOTS", "HANDLERS", "SPEC", "copy_state", "fill_system_action",
           "free_actions", "invariants", "legal_actions", "outcome", "rounds", "scores", "setup",
           "shuffle_hidden", "view"]
