"""The registry of games: name -> Ruleset, read from the `pithead.games` entry points.

A game registers itself with one line in pyproject.toml,
`[project.entry-points."pithead.games"] mygame = "shared.games.mygame"` (then `pip install -e .`
so the entry point exists). The entry point's name must be the game's `SPEC.name`.
"""
from importlib.metadata import entry_points

from .contract import Ruleset

GROUP = "pithead.games"

_GAMES: dict[str, Ruleset] = {}
_loaded = False


def register(module) -> Ruleset:
    """Register a game module (tests register their own toy games this way) and return its Ruleset."""
    ruleset = Ruleset(module)
    _GAMES[ruleset.name] = ruleset
    return ruleset


def unregister(name: str) -> None:
    """Forget a game registered with `register` (for tests)."""
    _GAMES.pop(name, None)


def get(name: str) -> Ruleset:
    """The Ruleset of a registered game; raises KeyError for an unknown name."""
    _load_entry_points()
    return _GAMES[name]


def names() -> list[str]:
    """Names of all registered games, sorted."""
    _load_entry_points()
    return sorted(_GAMES)


def _load_entry_points() -> None:
    global _loaded
    if _loaded:
        return
    for point in entry_points(group=GROUP):
        ruleset = Ruleset(point.load())
        if ruleset.name != point.name:
            raise RuntimeError(f"entry point {point.name!r} of {GROUP} names game {ruleset.name!r}")
        _GAMES.setdefault(ruleset.name, ruleset)
    _loaded = True
