"""The documents of a seat's view of a game: GET state, GET actions, and the representation a
move answers with (`Prefer: return=representation`), built by the same two functions."""
from shared.domain.game import Game


def state_document(game: Game, seat: int | None) -> dict:
    """The game as `seat` may know it (a spectator's view for None): GET state's body."""
    rules = game.rules
    return {"game_id": game.id, "version": game.version, "seat": seat, "status": game.status,
            "phase": game.state.get("phase"), "active_seats": sorted(rules.active_seats(game.state)),
            "awaiting_system": rules.awaiting_system(game.state),
            "view": rules.view(game.state, seat)}


def actions_document(game: Game, seat: int | None) -> dict:
    """The legal actions of `seat` now (none for a spectator): GET actions' body."""
    actions = game.rules.legal_actions(game.state, seat) if seat is not None else []
    return {"game_id": game.id, "version": game.version, "seat": seat, "actions": actions}


def representation(body: dict, game: Game) -> dict:
    """A move's answer with the seat's view and legal actions at the version the move made."""
    seat = body["seat"]
    return {**body, "state": state_document(game, seat),
            "legal_actions": actions_document(game, seat)}
