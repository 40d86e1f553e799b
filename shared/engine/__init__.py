"""The game-agnostic engine: contract, specs, PRNG, errors, the kinds of turn, the registry (stdlib only)."""
from .contract import Ruleset, canonical_json, redact_event
from .errors import IllegalAction
from .printed import names_in, printed_names
from .texts import EventTexts
from .protocol import Bots, BotAnswer, GameModule, Outcome, Placement, RoundResult, work_at, work_counts
from .registry import GROUP, get, names, register, unregister
from . import shapes
from .rng import Rng
from .sealed import seal, unseal
from .spec import Decision, GameSpec, Option, Phase, PhaseKind
from .timers import add_timer, cancel_timer, schedule
from .turns import clockwise_from, counter_clockwise_from, next_clockwise
from .windows import open_window

__all__ = [
    "BotAnswer", "Bots", "Decision", "GROUP", "GameModule", "GameSpec", "IllegalAction", "Option",
    "Outcome", "Phase", "PhaseKind", "Placement", "Rng", "RoundResult", "Ruleset", "add_timer",
    "cancel_timer", "canonical_json", "clockwise_from", "counter_clockwise_from", "get", "names",
    "next_clockwise", "open_window", "redact_event", "register", "schedule", "seal", "shapes",
    "unregister", "unseal", "work_at", "work_counts",
]
