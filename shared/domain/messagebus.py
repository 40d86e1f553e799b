"""The command bus: handlers registered by command type, and the answer they give."""
from dataclasses import dataclass, field
from typing import Callable

_HANDLERS: dict[type, Callable] = {}


@dataclass(frozen=True)
class Result:
    """A handler's answer: the body to show, its HTTP status, whether it is a replay, and the game
    as the handler's write left it (None when it wrote nothing), for a view that shows it."""

    body: dict
    status: int = 200
    replayed: bool = False
    game: object = field(default=None, compare=False, repr=False)


def handles(command_type: type):
    """Register the decorated function as the handler of `command_type`."""
    def register(func):
        _HANDLERS[command_type] = func
        return func
    return register


def handle(ctx, command) -> Result:
    """Run the handler of `command`."""
    return _HANDLERS[type(command)](ctx, command)
