"""The game-agnostic engine: contract, specs, seeded PRNG, errors and the registry (stdlib only)."""
from .contract import Ruleset, canonical_json, redact_event
from .errors import IllegalAction
from .registry import get, names, register
from .rng import Rng
from .spec import Decision, GameSpec, Option, Phase, PhaseKind
from .turns import clockwise_from, counter_clockwise_from, next_clockwise

__all__ = [
    "Decision", "GameSpec", "IllegalAction", "Option", "Phase", "PhaseKind", "Rng", "Ruleset",
    "canonical_json", "clockwise_from", "counter_clockwise_from", "get", "names",
    "next_clockwise", "redact_event", "register",
]
