"""Which bots a game offers: a feature that seats a bot (bot seats, the turn clock's autopilot, a
resigned seat) asks here, so a game without bots answers a clear 422, never a 500 in the worker."""
from shared import bots

from .errors import Invalid


def bot_level(game: str, level: str | None, what: str) -> str:
    """`level` (None: the game's default) if the game has bots of that level, else Invalid
    (`no_bots_for_game`, `unknown_bot_level`); `what` names the feature in the message."""
    declared = bots.declared(game)
    if declared is None:
        raise Invalid("no_bots_for_game", f"{game} has no bots, so it cannot have {what}")
    level = declared.default_level if level is None else level
    if level not in declared.levels:
        raise Invalid("unknown_bot_level", f"the bot levels of {game} are "
                      f"{', '.join(declared.levels)}")
    return level
