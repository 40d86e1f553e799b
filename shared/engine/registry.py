"""The registry of games: name -> Ruleset."""
import importlib

from .contract import Ruleset

_GAMES: dict[str, Ruleset] = {}
_BUILTIN = ("glueckauf",)


def register(module) -> Ruleset:
    """Register a game module and return its Ruleset."""
    ruleset = Ruleset(module)
    _GAMES[ruleset.name] = ruleset
    return ruleset


def get(name: str) -> Ruleset:
    """The Ruleset of a registered game; raises KeyError for an unknown name."""
    _load_builtin()
    return _GAMES[name]


def names() -> list[str]:
    """Names of all registered games, sorted."""
    _load_builtin()
    return sorted(_GAMES)


def _load_builtin() -> None:
    for name in _BUILTIN:
        if name not in _GAMES:
            register(importlib.import_module(f"shared.games.{name}"))
