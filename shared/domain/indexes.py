"""Indexes kept after a write, outside the game's own keys: the games by status, and each player's
games. A lost update is repaired by the reconciler (status) or the next seat change (players)."""
from .events import SeatsChanged, StatusChanged
from .turnrecord import players_of


def index_status(ctx, event: StatusChanged) -> None:
    """List the game under its new status (out of the previous one)."""
    game = event.game
    ctx.games.index(game.id, game.meta["created_at"], game.status, event.previous)


def index_players(ctx, event: SeatsChanged) -> None:
    """Keep each player's list of games in step with the seats."""
    now_in, was_in = players_of(event.after), players_of(event.before)
    ctx.turns.index_players(event.after.id, event.after.meta["created_at"], now_in,
                            was_in - now_in)
