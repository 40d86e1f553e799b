"""The game contract as types (DESIGN §2): what a game module provides and the shapes it returns.

A game is a module (a package's `__init__`) that the engine wraps in a `Ruleset`. Its state is a
JSON-native dict with at least `phase` (a phase name of its SPEC), `active` (seats that may act in
that phase, in the game's order) and `pending` (None, or a decision sub-phase `{"kind", "seat", ...}`).
The engine owns three more optional keys and writes them only through its helpers, always replacing
their values (never mutating them), so a game's shallow `copy_state` of them is enough:
`sealed` (hidden simultaneous choices, see `engine.seal`), `window` (a response window,
`engine.open_window`), `timer` (a timed system step, `engine.schedule`) and `timers` (several at
once, `engine.add_timer`).
"""
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Protocol, TypedDict, runtime_checkable

from .spec import GameSpec

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]


class Placement(TypedDict):
    """One seat's result: its place (1 = first; tied seats share a place) and VP; games add tie-breaks."""

    seat: int
    place: int
    vp: int


class Outcome(TypedDict):
    """The final result: the ranking best first (ties keep seat order) and the seats placed first."""

    ranking: list[Placement]
    winners: list[int]


class RoundResult(TypedDict):
    """One scored round (a shift, a day...): its 1-based number and the game's own fields."""

    round: int


class BotAnswer(TypedDict):
    """What a bot returns: the actions it plays in order, its evaluation and how many simulations it ran."""

    actions: list[Action]
    evaluation: dict
    simulations: int


@dataclass(frozen=True)
class Bots:
    """The bots a game declares as its module attribute `BOTS` (pure: a bot sees only a seat's view).

    `choose(view, seat, level, budget_s, seed)` returns a `BotAnswer` (ValueError for a level it does
    not know or a seat with nothing to decide); `determinize(view, seat, seed)` samples a whole state
    consistent with the view; `default_level` is the level used when a caller names none.

    A game that races in real time gives its bots a person's reaction time: in `reaction_phases` a
    bot acts only `reaction_ms(state, seat, level)` after its turn began (drawn from the state's
    PRNG without advancing it, within `reaction_s[level]` = (min, max) seconds; the catalog shows
    them); the platform schedules the bot's turn then (shared/domain/reactions.py).

    `budgets` names the default thinking time of each level that searches (seconds per decision; a
    level absent or at 0 decides at once): the catalog publishes it and `make bench` checks it.
    `work` gives each of those levels a fixed amount of work per decision instead (what its budget
    buys on the reference machine, the game's data), passed to `choose` as `work_keyword` (such as
    `max_simulations`): timed by work, a bot's move depends on its seed alone (`--clock work`).
    """

    levels: tuple[str, ...]
    choose: Callable[[dict, int, str, float | None, int], BotAnswer]
    determinize: Callable[[dict, int, int], State]
    default_level: str
    reaction_s: dict | None = None
    reaction_phases: frozenset = frozenset()
    reaction_ms: Callable[[State, int, str], int] | None = None
    budgets: dict | None = None    # level -> default seconds per decision of a searching level
    work: dict | None = None       # level -> work per decision (simulations, worlds) its budget buys
    work_keyword: str | None = None  # the keyword of `choose` that caps a search's work

    def __post_init__(self):
        if not self.levels or self.default_level not in self.levels:
            raise ValueError(f"default bot level {self.default_level!r} is not one of {self.levels}")
        if (self.reaction_ms is None) != (self.reaction_s is None) or \
                (self.reaction_s is not None and set(self.reaction_s) != set(self.levels)):
            raise ValueError("a reaction time needs reaction_ms and reaction_s for every bot level")
        if any(not 0 <= low <= high for low, high in (self.reaction_s or {}).values()):
            raise ValueError(f"reaction ranges are (min, max) seconds, not {self.reaction_s}")
        work = self.work or {}
        if (self.work is None) != (self.work_keyword is None) or not set(work) <= set(self.budgets or {}) \
                or not all(map(_work_count, work.values())):
            raise ValueError("work is a count of 1 or more per searching level (or per seat count: "
                             f'{{"2": count, ...}}), with its keyword: {work}')

    def reaction(self, state: State, seat: int, level: str) -> int:
        """How many ms the bot of `level` at `seat` waits before acting now, from its turn's start
        (0: it acts at once, outside the game's real-time phases)."""
        if self.reaction_ms is None or state.get("phase") not in self.reaction_phases:
            return 0
        return self.reaction_ms(state, seat, level)


def work_counts(package_file: str) -> dict:
    """A game's calibrated work per decision of each searching level: its `bots/work.json`."""
    path = Path(package_file).parent / "bots" / "work.json"
    return json.loads(path.read_text(encoding="utf-8"))["per_decision"]


def work_at(work: dict, seats: int) -> dict:
    """Each level's work per decision in a game of `seats`: a level's count, or its count for that
    seat count when it has one per seat count (a search that plays every seat costs more with more)."""
    return {level: count if isinstance(count, int) else count[str(seats)] for level, count in work.items()}


def _work_count(count) -> bool:
    if isinstance(count, dict):
        return bool(count) and all(k.isdigit() and _work_count(n) for k, n in count.items())
    return type(count) is int and count >= 1


@runtime_checkable
class GameModule(Protocol):
    """What every game module provides (the engine checks these when it registers a game).

    Optional, looked up with getattr: `redact(event, seat)`, `rounds(state) -> list[RoundResult]`,
    `invariants(state) -> list[str]`, `shuffle_hidden(state, seat, salt)` (the leak probe of the
    contract suite), `fill_system_action(state, action) -> action` (completes a timer's action from
    the state when it fires), `free_actions(state, seat) -> list[Action]` (the out-of-turn actions of
    the types in `SPEC.free_actions` open to a seat now), `BOTS: Bots` and `ACTION_SHAPES` (action
    type -> the JSON Schema of what a player sends, `engine.shapes`; the contract suite requires it).
    """

    SPEC: GameSpec
    HANDLERS: dict[str, Callable[[State, int | None, Action], list[Event]]]

    def setup(self, options: dict, seats: int, seed: int | str) -> State:
        """A new game state."""

    def legal_actions(self, state: State, seat: int | None) -> list[Action]:
        """The legal actions of `seat` (None: the system) in a deterministic order."""

    def view(self, state: State, seat: int | None) -> dict:
        """What `seat` (None: a spectator) may know."""

    def scores(self, state: State) -> dict:
        """The running score breakdown."""

    def outcome(self, state: State) -> Outcome | None:
        """The final ranking, or None while the game runs."""

    def copy_state(self, state: State) -> State:
        """An independent copy of a state."""


REQUIRED = ("SPEC", "HANDLERS", "setup", "legal_actions", "view", "scores", "outcome", "copy_state")


def missing(module) -> list[str]:
    """The required contract names a module lacks (empty when it is a complete game module)."""
    return [name for name in REQUIRED if not hasattr(module, name)]


__all__ = ["Action", "BotAnswer", "Bots", "work_counts", "Event", "GameModule", "Outcome",
           "Placement", "RoundResult", "State", "missing"]
