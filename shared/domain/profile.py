"""A player's own settings: the language the player reads (for what reaches the player when no
request says: mails, push), kept on the profile."""
from shared.engine.printed import LANGUAGES

from .commands import SetLanguage
from .errors import Invalid, NotFound
from .messagebus import Result, handles


@handles(SetLanguage)
def set_language(ctx, cmd: SetLanguage) -> Result:
    """Save the player's language (None: no preference)."""
    if cmd.language is not None and cmd.language not in LANGUAGES:
        raise Invalid("unknown_language", f"the languages are {', '.join(LANGUAGES)}")
    player = ctx.players.set_language(cmd.player_id, cmd.language)
    if player is None:
        raise NotFound("player_not_found", "no such player")
    return Result(player)
