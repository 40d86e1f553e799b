"""Handlers on a real Redis: lobby rules, play, follow-up tasks, replay of the log."""
import random

import pytest

from shared import domain, engine
from shared.domain import tasknames


def _game(ctx, host, seats=2, **kw):
    return domain.handle(ctx, domain.CreateGame(host, "glueckauf", seats, **kw)).body["id"]


def _started_vs_bots(ctx, new_player, seats, seed=11):
    host = new_player(ctx)
    gid = _game(ctx, host, seats, seed=seed)
    for _ in range(seats - 1):
        domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    return host, gid


def _replayed(ctx, gid):
    game = domain.Game.of(ctx.games.load(gid), gid)
    meta = game.meta
    state = game.rules.replay(meta["options"], len(meta["seats"]), meta["seed"], ctx.games.actions(gid))
    return game, state


def test_lobby_flow_and_its_refusals(ctx, new_player, run_tasks):
    host, guest, third = new_player(ctx, "host"), new_player(ctx, "guest"), new_player(ctx, "x")
    gid = _game(ctx, host, 2)
    with pytest.raises(domain.Conflict) as err:
        domain.handle(ctx, domain.StartGame(host, gid))
    assert err.value.code == "seats_not_filled"
    with pytest.raises(domain.Forbidden):
        domain.handle(ctx, domain.AddBot(guest, gid))
    domain.handle(ctx, domain.JoinGame(guest, gid))
    with pytest.raises(domain.Conflict) as err:
        domain.handle(ctx, domain.JoinGame(third, gid))
    assert err.value.code == "game_full"
    domain.handle(ctx, domain.LeaveGame(guest, gid))
    with pytest.raises(domain.NotFound):
        domain.handle(ctx, domain.LeaveGame(guest, gid))
    domain.handle(ctx, domain.JoinGame(third, gid, seat=1))
    body = domain.handle(ctx, domain.StartGame(host, gid)).body
    assert body["status"] == "started" and body["version"] == 5 and "seed" not in body
    assert gid in ctx.games.list_ids("started") and gid not in ctx.games.list_ids("open")


@pytest.mark.parametrize("code,kwargs", [("unknown_option", {"options": {"nope": 1}}),
                                         ("invalid_option", {"options": {"starting_player": 9}}),
                                         ("invalid_option", {"options": {"starting_player": 2}}),
                                         ("invalid_option", {"options": {"starting_player": 3}}),
                                         ("invalid_seat_count", {"seats": 5})])
def test_create_validates_against_the_spec(ctx, new_player, run_tasks, code, kwargs):
    host = new_player(ctx)
    with pytest.raises(domain.Invalid) as err:
        domain.handle(ctx, domain.CreateGame(host, "glueckauf", **{"seats": 2, **kwargs}))
    assert err.value.code == code and err.value.status == 422


def test_illegal_and_stale_submissions_change_nothing(ctx, new_player, run_tasks):
    host, guest = new_player(ctx), new_player(ctx)
    gid = _game(ctx, host, 2, seed=3)
    domain.handle(ctx, domain.JoinGame(guest, gid, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(host, gid))
    game = domain.Game.of(ctx.games.load(gid), gid)
    active = next(iter(game.rules.active_seats(game.state)))
    idle = guest if active == 0 else host
    mover = host if active == 0 else guest
    legal = game.rules.legal_actions(game.state, active)
    cases = [(idle, [legal[0]], None, "not_your_turn"),
             (mover, [{"type": "no_such_action"}], None, "invalid_action"),
             (mover, [legal[0]], game.version - 1, "stale_version")]
    for player, actions, expected, code in cases:
        with pytest.raises(domain.DomainError) as err:
            domain.handle(ctx, domain.SubmitActions(player, gid, tuple(actions), expected))
        assert err.value.code == code
    assert ctx.games.load(gid).version == game.version
    assert err.value.extra["current_version"] == game.version


def test_idempotency_key_replays_the_first_answer(ctx, new_player, run_tasks):
    host, guest = new_player(ctx), new_player(ctx)
    gid = _game(ctx, host, 2, seed=5)
    domain.handle(ctx, domain.JoinGame(guest, gid, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(host, gid))
    game = domain.Game.of(ctx.games.load(gid), gid)
    seat = next(iter(game.rules.active_seats(game.state)))
    player = host if seat == 0 else guest
    action = game.rules.legal_actions(game.state, seat)[0]
    key = domain.IdempotencyKey("k-1", "fp-a")
    first = domain.handle(ctx, domain.SubmitActions(player, gid, (action,), idempotency=key))
    again = domain.handle(ctx, domain.SubmitActions(player, gid, (action,), idempotency=key))
    assert again.replayed and again.body == first.body
    assert ctx.games.load(gid).version == game.version + 1
    with pytest.raises(domain.Invalid) as err:
        domain.handle(ctx, domain.SubmitActions(player, gid, (action,),
                                                idempotency=domain.IdempotencyKey("k-1", "fp-b")))
    assert err.value.code == "idempotency_key_reused"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_whole_game_against_bots_replays_to_the_stored_state(ctx, new_player, run_tasks, seats):
    host, gid = _started_vs_bots(ctx, new_player, seats, seed=seats * 7)
    rng, system_steps = random.Random(seats), 0
    for _ in range(2000):
        run_tasks(ctx)
        game = domain.Game.of(ctx.games.load(gid), gid)
        if game.status == "finished":
            break
        assert not game.rules.awaiting_system(game.state), "a system_step task was not enqueued"
        actions = game.rules.legal_actions(game.state, 0)
        domain.handle(ctx, domain.SubmitActions(host, gid, (rng.choice(actions),), game.version))
    game, replayed = _replayed(ctx, gid)
    assert game.status == "finished"
    assert engine.canonical_json(replayed) == engine.canonical_json(game.state)
    assert game.rules.outcome(game.state) is not None
    system_steps = sum(1 for e in ctx.games.log(gid) if e.entry.get("actor") == "system")
    assert system_steps == 3
    assert gid in ctx.games.list_ids("finished")


def test_tasks_are_safe_to_run_twice(ctx, new_player, run_tasks):
    host, gid = _started_vs_bots(ctx, new_player, 2, seed=1)
    for _ in range(2000):
        sent = list(ctx.enqueue.sent)
        if not sent:
            game = domain.Game.of(ctx.games.load(gid), gid)
            if game.status == "finished":
                break
            actions = game.rules.legal_actions(game.state, 0)
            domain.handle(ctx, domain.SubmitActions(host, gid, (actions[0],), game.version))
            continue
        ctx.enqueue.sent.extend(sent)  # every task delivered twice
        run_tasks(ctx)
    game, replayed = _replayed(ctx, gid)
    assert game.status == "finished"
    assert engine.canonical_json(replayed) == engine.canonical_json(game.state)
    assert sum(1 for e in ctx.games.log(gid) if e.entry.get("actor") == "system") == 3


def test_reconcile_requeues_games_left_waiting(ctx, new_player, run_tasks):
    host, gid = _started_vs_bots(ctx, new_player, 2, seed=2)
    game = domain.Game.of(ctx.games.load(gid), gid)
    if not ctx.enqueue.sent:  # the host starts: move once so a bot waits
        action = game.rules.legal_actions(game.state, 0)[0]
        domain.handle(ctx, domain.SubmitActions(host, gid, (action,), game.version))
    assert ctx.enqueue.sent
    ctx.enqueue.sent.clear()  # the broker lost the task
    domain.handle(ctx, domain.ReconcileWaitingGames(older_than_ms=0))
    assert any(name == tasknames.BOT_TURN and kw["game_id"] == gid for name, kw in ctx.enqueue.sent)
