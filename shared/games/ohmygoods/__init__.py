"""Oh My Goods! (Alexander Pfister; Russian edition «Королевские товары», GaGa Games 2017) for 2-4 seats.

Rules: the team handbook's `rulebooks/ohmygoods.ru.txt` (the authority) and its rulings
(`ohmygoods.rulings.md`, numbered; our own decisions in RULINGS.md beside this file). Every card
value comes from `data.json`. A round: I keep or redraw (sealed), then 2 cards each; II the market's
first row, then every seat's plan at once (sealed: apprentice moves, master, planned building);
III the second row; IV each seat in turn produces building by building (chains right after),
then builds its planned card or hires an apprentice. 8 buildings end the game after one more round.

Pure: imports only the engine and the standard library.
"""
from shared.engine import Bots, Decision, GameSpec, Option, Phase, PhaseKind, work_counts

from . import bots
from .data import DATA, NAMES  # noqa: F401 (NAMES: the printed names)
from .flow import begin
from .handlers import HANDLERS
from .legal import legal_actions
from .texts import EVENT_TEXTS  # noqa: F401 (the log's lines)
from .shapes import ACTION_SHAPES
from .scoring import outcome, scores
from .state import copy_state, setup_state
from .views import invariants, rounds, shuffle_hidden, view

SPEC = GameSpec(
    name="ohmygoods",
    title="Oh My Goods!",
    rulebook="ohmygoods.ru.txt",
    min_seats=DATA["game"]["players"]["min"],
    max_seats=DATA["game"]["players"]["max"],
    phases=(
        Phase("new_cards", PhaseKind.SIMULTANEOUS, frozenset({"keep_hand", "redraw"}), sealed=True,
              description="phase I: keep the hand or redraw"),
        Phase("plans", PhaseKind.SIMULTANEOUS, frozenset({"move_apprentice", "pay_moves", "place_master",
                                                          "plan_building"}), sealed=True,
              description="phase II: move apprentices, place the master, plan a building"),
        Phase("discard_half", PhaseKind.SIMULTANEOUS, frozenset({"discard_half"}), sealed=True,
              description="discard half the hand"),
        Phase("reveal", PhaseKind.SYSTEM, frozenset({"reveal"}),
              description="the hidden choices are revealed"),
        Phase("production", PhaseKind.TURN, frozenset({"produce", "chain", "end_production"}),
              description="phases III and IV: produce, chain, build or hire"),
        Phase("ended", PhaseKind.OVER, frozenset(),
              description="the game is over"),
    ),
    decisions=(
        Decision("chain", frozenset({"chain", "end_chain"})),
        Decision("build", frozenset({"build", "hire", "finish_turn"})),
        Decision("place", frozenset({"place_apprentice"})),
    ),
    options=(
        Option("keep_one", "bool", False, "ruling 36a (English 2nd edition): a redraw may keep 1 card"),
        Option("two_for_one", "bool", False, "ruling 36b (English 2nd edition): 2 hand cards of any "
               "kind may stand for 1 missing resource in production"),
        Option("build_and_hire", "bool", False, "ruling 38 (Longsdale in Revolt): build and also hire "
               "1 apprentice in phase IV, each paid separately"),
        Option("fixed_apprentices", "bool", False, "ruling 38 (Longsdale in Revolt): apprentices "
               "cannot be moved"),
    ),
    simultaneous=True,
    hidden_information=True,
    system_actions=frozenset({"reveal"}),
    round_name="round",
    round_event="RoundEnded",
)

BOTS = Bots(levels=bots.LEVELS, choose=bots.choose, determinize=bots.determinize,
            default_level="medium", budgets=bots.DEFAULT_BUDGETS, work=work_counts(__file__),
            work_keyword="max_worlds")



def setup(options: dict, players: int, seed) -> dict:
    """A new game, its first round begun: the first seats to act keep or redraw their hands."""
    state = setup_state(options, players, seed)
    begin(state)
    return state


__all__ = ["SPEC", "BOTS", "HANDLERS", "ACTION_SHAPES", "setup", "legal_actions", "view", "scores",
           "outcome", "rounds", "copy_state", "invariants", "shuffle_hidden"]
