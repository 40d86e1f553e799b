"""The index of games that wait for the system or a bot (keys.waiting, one sorted set per bucket):
the commit script keeps it in the same atomic step as the write. A game is in it exactly while it
waits for an immediate system step, a bot seat or a pending timer, scored from when that wait
began; a game that waits only for its human players, and a finished game, are not."""
from shared import domain
from shared.bootstrap import context_on
from shared.domain.followups import waits
from shared.store import keys
from tests.integration.asyncplay import Clock, run_game_tasks


def _since(ctx, gid: str):
    """The game's score in its bucket's waiting set (None when it is not in it)."""
    return ctx.games.redis.zscore(keys.waiting(keys.bucket(gid)), gid)


def test_a_bots_game_waits_from_its_start_until_it_ends(redis, new_player):
    clock = Clock(5_000_000)
    ctx = context_on(redis, clock=clock)
    host = new_player(ctx)
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=3, join=False)).body["id"]
    for _ in range(2):
        domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    assert _since(ctx, gid) is None                  # open: nobody owes it anything
    clock.now += 1000
    domain.handle(ctx, domain.StartGame(host, gid))
    started = clock.now
    assert _since(ctx, gid) == started               # a bot seat is to act
    clock.now += 1000
    game = domain.Game.of(ctx.games.load(gid), gid)
    seat = min(game.rules.active_seats(game.state))
    ctx.enqueue.sent.clear()
    assert domain.handle(ctx, domain.PlayBotTurn(gid, seat, game.version)).body["applied"]
    assert _since(ctx, gid) == started               # still waiting (the other bot): not bumped
    while ctx.enqueue.sent:
        clock.now += 10
        run_game_tasks(ctx)
    assert domain.Game.of(ctx.games.load(gid), gid).status == "finished"
    assert _since(ctx, gid) is None                  # finished: out of the index


def test_a_game_waiting_for_its_players_is_not_in_the_index(redis, new_player):
    clock = Clock(6_000_000)
    ctx = context_on(redis, clock=clock)
    host, guest = new_player(ctx), new_player(ctx, "bea")
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=4)).body["id"]
    domain.handle(ctx, domain.JoinGame(guest, gid, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(host, gid))
    game = domain.Game.of(ctx.games.load(gid), gid)
    assert game.status == "started" and not waits(game)
    assert _since(ctx, gid) is None
    players = {0: host, 1: guest}
    for _ in range(5):                               # moves that leave a human to act
        game = domain.Game.of(ctx.games.load(gid), gid)
        if waits(game):
            break
        seat = min(game.rules.active_seats(game.state))
        action = game.rules.legal_actions(game.state, seat)[0]
        domain.handle(ctx, domain.SubmitActions(players[seat], gid, (action,), game.version))
        assert (_since(ctx, gid) is not None) == waits(domain.Game.of(ctx.games.load(gid), gid))


def test_a_human_move_puts_the_game_in_and_the_bots_move_takes_it_out(redis, new_player):
    clock = Clock(7_000_000)
    ctx = context_on(redis, clock=clock)
    host = new_player(ctx)
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=11)).body["id"]
    domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    moved = False
    for _ in range(20):     # until the host moved and the bot's turn came and went
        game = domain.Game.of(ctx.games.load(gid), gid)
        clock.now += 100
        if 0 in game.rules.active_seats(game.state) and not waits(game):
            assert _since(ctx, gid) is None
            action = game.rules.legal_actions(game.state, 0)[0]
            domain.handle(ctx, domain.SubmitActions(host, gid, (action,), game.version))
            after = domain.Game.of(ctx.games.load(gid), gid)
            assert (_since(ctx, gid) == clock.now) == waits(after)
            moved = True
        else:
            assert _since(ctx, gid) is not None
            run_game_tasks(ctx)
            if moved and _since(ctx, gid) is None:
                return
    raise AssertionError("the bot never took its turn")


def test_the_waiting_set_shares_the_slot_of_its_games():
    gid = "some-game"
    slot_of = {keys.game(gid, "meta"), keys.waiting(keys.bucket(gid)),
               keys.timers_due(keys.bucket(gid)), keys.deadlines(keys.bucket(gid)),
               keys.index_moves(keys.bucket(gid))}
    tags = {name[name.index("{"):name.index("}") + 1] for name in slot_of}
    assert tags == {keys.bucket_tag(keys.bucket(gid))}
    assert 0 <= keys.bucket(gid) < keys.BUCKETS
