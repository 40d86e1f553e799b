"""Hints: in a game that allowed them, a seat asks "what would the strongest bot do here?".

A hint is a bot move (botmoves.py) of the game's strongest level, made from the seat's own view
(nothing hidden is used), and computed by the worker like any bot move: the request answers 202 at
once and GET /v1/bots/moves/{id} gives the answer. A game that allowed hints is never rated.
"""
import uuid

from shared import bots

from .botmoves import public
from .commands import RequestHint
from .errors import Conflict, Forbidden, Invalid
from .game import STARTED
from .messagebus import Result, handles
from .tasknames import BOT_MOVE
from .visibility import readable
from .writes import load


@handles(RequestHint)
def request_hint(ctx, cmd: RequestHint) -> Result:
    """Check the game allows hints and the seat is the caller's, then enqueue the bot's thinking."""
    game = readable(load(ctx, cmd.game_id), cmd.player_id)
    if not game.hints:
        raise Conflict("hints_not_allowed", "this game did not allow hints (create it with "
                       "hints: true; such a game is never rated)")
    if game.seat_of(cmd.player_id) != cmd.seat:
        raise Forbidden("not_your_seat", "ask for hints only for the seat you hold")
    if game.status != STARTED or cmd.seat not in game.rules.active_seats(game.state):
        raise Conflict("not_your_turn", "your seat has nothing to decide now")
    _check_budget(cmd.budget_s)
    name = game.meta["game"]
    record = {"id": "bm_" + uuid.uuid4().hex, "status": "pending", "player_id": cmd.player_id,
              "game": name, "level": bots.levels(name)[-1], "budget_s": cmd.budget_s,
              "seat": cmd.seat, "game_id": game.id, "version": game.version, "hint": True,
              "view": game.rules.view(game.state, cmd.seat), "created_at": ctx.clock()}
    ctx.bot_moves.put(record)
    ctx.enqueue(BOT_MOVE, {"move_id": record["id"]})
    return Result(public(record), 202)


def _check_budget(budget_s: float | None) -> None:
    if budget_s is not None and not 0 < budget_s <= bots.MAX_BUDGET_S:
        raise Invalid("invalid_budget", f"budget_s is in (0, {bots.MAX_BUDGET_S}]")
