"""Resigning a started game: a bot of the game takes the seat for good (a player dropped by the
turn clock is replaced the same way) and the person is remembered for ratings and my games."""
from .botlevels import bot_level
from .commands import ResignGame
from .errors import Conflict
from .game import FINISHED, STARTED, Game
from .messagebus import Result, handles
from .presenting import describe
from .visibility import readable
from .writes import commit, on_game


@handles(ResignGame)
def resign_game(ctx, cmd: ResignGame) -> Result:
    """Give up a started game for good: a bot plays the seat on; you rank last."""
    def decide(game: Game) -> Result:
        seat = readable(game, cmd.player_id).require_seat(cmd.player_id)
        if game.status == FINISHED:
            raise Conflict("game_over", "the game has ended")
        if game.status != STARTED:
            raise Conflict("game_not_started", "before the start, leave the seat instead "
                           "(DELETE /v1/games/{id}/seats/me)")
        level = (game.meta.get("clock") or {}).get("bot_level") or \
            bot_level(game.meta["game"], None, "a bot to take a resigned seat")
        return replace_with_bot(ctx, game, seat, "resigned", level, player_id=cmd.player_id,
                                idem=cmd.idempotency)
    return on_game(ctx, cmd, decide)


def replace_with_bot(ctx, game: Game, seat: int, reason: str, level: str, extra=None,
                     player_id=None, idem=None) -> Result:
    """A bot takes a started game's seat for good; the person is remembered (ratings, my games)."""
    holder = game.meta["seats"][seat]
    seats = list(game.meta["seats"])
    seats[seat] = {"bot": level, "replaced": {"player_id": holder["player_id"],
                                              "name": holder.get("name"), "reason": reason}}
    meta = {**game.meta, "seats": seats}
    event = {"type": "PlayerDropped" if reason == "dropped" else "PlayerResigned", "seat": seat,
             "player_id": holder["player_id"], "bot": level, **(extra or {})}
    entry = {"kind": "lobby", "seat": seat, "actions": [], "events": [event]}
    return commit(ctx, game, meta, game.state, entry,
                  lambda v: describe(Game(v, meta, game.state)), player_id=player_id, idem=idem)
