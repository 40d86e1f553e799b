"""Bots as a service through the handlers on real Redis: request, compute (twice), fetch, refusals."""
import pytest

from shared import domain, engine
from shared.domain import commands, tasknames
from tests.integration.conftest import _new_player


def _started_game(ctx):
    me, other = _new_player(ctx, "ada"), _new_player(ctx, "bob")
    game_id = domain.handle(ctx, domain.CreateGame(me, "glueckauf", 2, seed=3)).body["id"]
    domain.handle(ctx, domain.JoinGame(other, game_id, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(me, game_id))
    game = domain.Game.of(ctx.games.load(game_id), game_id)
    to_move = min(game.rules.active_seats(game.state))
    players = {game.seat_of(me): me, game.seat_of(other): other}
    return game, players[to_move], players[1 - to_move], to_move


def test_a_move_for_my_seat_is_computed_once_and_is_legal(ctx):
    game, mover, _, seat = _started_game(ctx)
    asked = domain.handle(ctx, commands.RequestBotMove(mover, "glueckauf", "greedy", game_id=game.id))
    assert asked.status == 202 and asked.body["status"] == "pending" and "view" not in asked.body
    assert ctx.enqueue.sent[-1] == (tasknames.BOT_MOVE, {"move_id": asked.body["id"]})
    first = domain.handle(ctx, commands.ComputeBotMove(asked.body["id"]))
    second = domain.handle(ctx, commands.ComputeBotMove(asked.body["id"]))
    assert first.body["applied"] and not second.body["applied"]
    move = domain.handle(ctx, commands.GetBotMove(mover, asked.body["id"])).body
    assert move["status"] == "done" and move["actions"] and move["version"] == game.version
    engine.get("glueckauf").apply_batch(game.state, seat, move["actions"])   # legal on the real game


def test_a_move_from_a_posted_view(ctx):
    game, mover, _, seat = _started_game(ctx)
    view = game.rules.view(game.state, seat)
    asked = domain.handle(ctx, commands.RequestBotMove(mover, "glueckauf", "easy", 0.05, seat=seat, view=view))
    domain.handle(ctx, commands.ComputeBotMove(asked.body["id"]))
    move = domain.handle(ctx, commands.GetBotMove(mover, asked.body["id"])).body
    assert move["status"] == "done" and "simulations" in move
    engine.get("glueckauf").apply_batch(game.state, seat, move["actions"])


@pytest.mark.parametrize("change,code", [
    (dict(level="godlike"), "unknown_bot_level"), (dict(budget_s=60.0), "invalid_budget"),
    (dict(view={"nonsense": 1}, seat=0, game_id=None), "invalid_view"),
    (dict(game_id=None), "game_or_view"), (dict(game="chess"), "no_bots_for_game")])
def test_bad_requests_are_refused_with_a_code(ctx, change, code):
    game, mover, _, _ = _started_game(ctx)
    fields = {"player_id": mover, "game": "glueckauf", "level": "easy", "game_id": game.id, **change}
    with pytest.raises(domain.DomainError) as err:
        domain.handle(ctx, commands.RequestBotMove(**fields))
    assert err.value.code == code


def test_only_the_seat_to_move_and_only_its_owner(ctx):
    game, mover, waiter, _ = _started_game(ctx)
    with pytest.raises(domain.DomainError) as err:
        domain.handle(ctx, commands.RequestBotMove(waiter, "glueckauf", "easy", game_id=game.id))
    assert err.value.code == "not_your_turn"
    stranger = _new_player(ctx, "eve")
    with pytest.raises(domain.DomainError) as err:
        domain.handle(ctx, commands.RequestBotMove(stranger, "glueckauf", "easy", game_id=game.id))
    assert err.value.code == "not_your_seat"
    asked = domain.handle(ctx, commands.RequestBotMove(mover, "glueckauf", "random", game_id=game.id))
    with pytest.raises(domain.DomainError) as err:
        domain.handle(ctx, commands.GetBotMove(stranger, asked.body["id"]))
    assert err.value.code == "bot_move_not_found"


def test_a_rated_game_takes_no_bot_moves_for_a_seat_and_a_game_with_hints_does(ctx):
    """A bot's move for your own seat is a hint: a rated game refuses it (409 rated_game) as it
    refuses hints, and leaves nothing behind; a game with hints allowed (never rated) serves it."""
    for hints in (False, True):
        me, other = _new_player(ctx, "ada"), _new_player(ctx, "bob")
        game_id = domain.handle(ctx, domain.CreateGame(me, "glueckauf", 2, hints=hints)).body["id"]
        domain.handle(ctx, domain.JoinGame(other, game_id))
        domain.handle(ctx, domain.StartGame(me, game_id))
        game = domain.Game.of(ctx.games.load(game_id), game_id)
        assert game.rated is not hints
        mover = me if game.seat_of(me) in game.rules.active_seats(game.state) else other
        sent = len(ctx.enqueue.sent)
        if hints:
            asked = domain.handle(ctx, commands.RequestBotMove(mover, "glueckauf", "hard", game_id=game_id))
            assert asked.status == 202 and len(ctx.enqueue.sent) == sent + 1
            continue
        with pytest.raises(domain.DomainError) as err:
            domain.handle(ctx, commands.RequestBotMove(mover, "glueckauf", "hard", game_id=game_id))
        assert (err.value.code, err.value.status) == ("rated_game", 409)
        assert len(ctx.enqueue.sent) == sent
