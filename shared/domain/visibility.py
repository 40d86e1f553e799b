"""Who may read a game's document: anyone, unless the game is private; then its players (also
those a bot replaced), its host and the people an invitation names. A stranger is told the game
does not exist, as for an id nobody made."""
from .game import Game
from .invitations import personal, unknown
from .turnrecord import players_of


def visible_to(game: Game, player_id: str) -> bool:
    """True when `player_id` may read the game's document."""
    if not game.meta.get("private") or game.is_host(player_id):
        return True
    return player_id in players_of(game) or personal(game, player_id) is not None


def readable(game: Game, player_id: str) -> Game:
    """The game, if `player_id` may read it; else NotFound, as for a game nobody made."""
    if not visible_to(game, player_id):
        raise unknown(game.id)
    return game
