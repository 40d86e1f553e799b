"""Bots as a service: ask a bot for a move (from a game seat you own, or a full seat view) and fetch it.

The request answers at once (202) with a move resource; the Celery worker computes the move.
"""
import uuid

from shared import bots, engine

from .commands import ComputeBotMove, GetBotMove, RequestBotMove
from .errors import Conflict, Forbidden, Invalid, NotFound
from .game import STARTED
from .messagebus import Result, handles
from .shapes import problem_of
from .tasknames import BOT_MOVE
from .writes import load


@handles(RequestBotMove)
def request_bot_move(ctx, cmd: RequestBotMove) -> Result:
    """Check the request, keep it as a pending move resource and enqueue the work."""
    _check_level_and_budget(cmd)
    if (cmd.game_id is None) == (cmd.view is None):
        raise Invalid("game_or_view", "send either game_id (and your seat) or a full seat view")
    seat, view, version = _from_game(ctx, cmd) if cmd.game_id else _from_view(cmd)
    record = {"id": "bm_" + uuid.uuid4().hex, "status": "pending", "player_id": cmd.player_id,
              "game": cmd.game, "level": cmd.level, "budget_s": cmd.budget_s, "seat": seat,
              "game_id": cmd.game_id, "version": version, "view": view, "created_at": ctx.clock()}
    ctx.bot_moves.put(record)
    ctx.enqueue(BOT_MOVE, {"move_id": record["id"]})
    return Result(public(record), 202)


@handles(ComputeBotMove)
def compute_bot_move(ctx, cmd: ComputeBotMove) -> Result:
    """Think (in the worker) and record the move; a second run finds it done and does nothing."""
    record = ctx.bot_moves.get(cmd.move_id)
    if record is None or record["status"] != "pending":
        return Result({"id": cmd.move_id, "applied": False})
    started = ctx.clock()
    try:
        move = bots.think(record["game"], record["view"], record["seat"], record["level"],
                          record["id"], record["budget_s"])
        fields = {"status": "done", "actions": move["actions"], "evaluation": move["evaluation"],
                  "alternatives": bots.alternatives(move["evaluation"]),
                  "simulations": move["simulations"]}
        _check_answer(record["game"], move["actions"])
    except (engine.IllegalAction, ValueError, KeyError, TypeError, IndexError) as exc:
        fields = {"status": "failed", "error": f"the bot could not read this view: {exc}"}
    fields["finished_at"] = ctx.clock()
    fields["thinking_ms"] = fields["finished_at"] - started
    return Result({"id": cmd.move_id, "applied": ctx.bot_moves.finish(record, **fields)})


def _check_answer(game: str, actions: list) -> None:
    """ValueError unless every action of a bot's answer fits its game's shapes (as a player's must)."""
    rules = engine.get(game)
    for action in actions:
        problem = problem_of(rules, action)
        if problem is not None:
            raise ValueError(f"the bot answered an action outside {game}'s shapes: {problem.message}")


@handles(GetBotMove)
def get_bot_move(ctx, cmd: GetBotMove) -> Result:
    """The move resource, to the player who asked for it."""
    record = ctx.bot_moves.get(cmd.move_id)
    if record is None or record["player_id"] != cmd.player_id:
        raise NotFound("bot_move_not_found", f"no bot move {cmd.move_id!r} of yours")
    return Result(public(record))


def public(record: dict) -> dict:
    """What the caller sees of a move resource (not the view it sent)."""
    return {k: v for k, v in record.items() if k not in ("view", "player_id")}


def _check_level_and_budget(cmd: RequestBotMove) -> None:
    declared = bots.declared(cmd.game)
    if declared is None:
        raise NotFound("no_bots_for_game", f"no bots for {cmd.game!r}")
    if cmd.level not in declared.levels:
        raise Invalid("unknown_bot_level", f"the bot levels of {cmd.game} are "
                      f"{', '.join(declared.levels)}")
    if cmd.budget_s is not None and not 0 < cmd.budget_s <= bots.MAX_BUDGET_S:
        raise Invalid("invalid_budget", f"budget_s is in (0, {bots.MAX_BUDGET_S}]")


def _from_game(ctx, cmd: RequestBotMove) -> tuple[int, dict, int]:
    game = load(ctx, cmd.game_id)
    seat = game.seat_of(cmd.player_id)
    if seat is None or (cmd.seat is not None and cmd.seat != seat):
        raise Forbidden("not_your_seat", "ask for moves only for a seat you hold")
    if game.meta.get("game") != cmd.game:
        raise Invalid("wrong_game", f"game {cmd.game_id} is not {cmd.game}")
    if game.status != STARTED or seat not in game.rules.active_seats(game.state):
        raise Conflict("not_your_turn", "your seat has nothing to decide now")
    if game.rated:      # a bot's move for your seat is a hint, and a rated game takes none
        raise Conflict("rated_game", "a rated game takes no bot moves for a seat: create it with "
                       "hints: true (never rated) to ask")
    return seat, game.rules.view(game.state, seat), game.version


def _from_view(cmd: RequestBotMove) -> tuple[int, dict, None]:
    if not isinstance(cmd.seat, int):
        raise Invalid("seat_required", "with a view, name the seat it belongs to")
    try:
        state = bots.declared(cmd.game).determinize(cmd.view, cmd.seat, 0)
        legal = engine.get(cmd.game).legal_actions(state, cmd.seat)
    except (engine.IllegalAction, ValueError, KeyError, TypeError, IndexError, AttributeError):
        raise Invalid("invalid_view", "that is not a seat view of this game") from None
    if not legal:
        raise Invalid("nothing_to_decide", "in that view the seat has nothing to decide")
    return cmd.seat, cmd.view, None
