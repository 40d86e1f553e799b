"""Turn clocks on a real Redis: deadlines in the sorted set, autopilot on timeout, the count of
timeouts in a row (reset by a move of the player), the drop, a time bank with an increment."""
import pytest

from shared import domain
from shared.domain import commands, tasknames
from shared.store import keys

from tests.integration.asyncplay import Clock, context, game, new_game, run_all


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def cctx(redis, clock):
    return context(redis, clock)


def _deadline(ctx, gid, seat=0):
    return ctx.games.redis.zscore(keys.deadlines(keys.bucket(gid)), keys.deadline_member(gid, seat))


def _sweep(ctx):
    return domain.handle(ctx, commands.SweepDeadlines()).body["timed_out"]


def _until_seat0(ctx, gid):
    run_all(ctx)
    g = game(ctx, gid)
    assert 0 in g.rules.active_seats(g.state)
    return g


def test_timeouts_autopilot_then_drop(cctx, clock, new_player):
    host = new_player(cctx)
    gid = new_game(cctx, host, clock={"per_move": 60, "max_timeouts": 2})
    assert _deadline(cctx, gid) == clock.now + 60_000
    assert _deadline(cctx, gid, 1) is None  # bots have no clock
    clock.now += 59_000
    assert _sweep(cctx) == []
    clock.now += 2_000
    assert _sweep(cctx) == [{"game_id": gid, "seat": 0, "result": "autopilot"}]
    last = cctx.games.log(gid)[-1].entry
    assert last["actor"] == "autopilot:easy" and last["seat"] == 0
    assert last["events"][0] == {"type": "TurnTimedOut", "seat": 0}
    assert _sweep(cctx) == []  # taken once only

    g = _until_seat0(cctx, gid)  # the bot moved; seat 0's new turn has a new deadline
    assert _deadline(cctx, gid) == clock.now + 60_000
    action = g.rules.legal_actions(g.state, 0)[0]
    domain.handle(cctx, domain.SubmitActions(host, gid, (action,)))  # the player is back
    assert cctx.games.redis.hget(keys.clock(gid), "timeouts:0") == b"0"

    for expected in ("autopilot", "dropped"):
        g = _until_seat0(cctx, gid)
        clock.now += 61_000
        assert [t["result"] for t in _sweep(cctx)] == [expected]
    g = game(cctx, gid)
    assert g.meta["seats"][0]["bot"] == "easy"
    assert g.meta["seats"][0]["replaced"] == {"player_id": host, "name": "ada",
                                              "reason": "dropped"}
    assert g.seat_of(host) is None and _deadline(cctx, gid) is None
    assert cctx.games.log(gid)[-1].entry["events"][0]["type"] == "PlayerDropped"
    assert any(n == "pithead.bot_turn" and k["seat"] == 0 for n, k in cctx.enqueue.sent)


def test_time_bank_draws_down_and_gains_the_increment(cctx, clock, new_player):
    host = new_player(cctx)
    gid = new_game(cctx, host, clock={"bank": 100, "increment": 10})
    assert _deadline(cctx, gid) == clock.now + 100_000
    clock.now += 30_000
    g = game(cctx, gid)
    domain.handle(cctx, domain.SubmitActions(host, gid, (g.rules.legal_actions(g.state, 0)[0],)))
    bank = int(cctx.games.redis.hget(keys.clock(gid), "bank:0"))
    assert bank == 100_000 - 30_000 + 10_000
    _until_seat0(cctx, gid)
    assert _deadline(cctx, gid) == clock.now + bank


@pytest.mark.parametrize("bad", [{}, {"per_move": 10, "bank": 10}, {"per_move": 0},
                                 {"bank": 10, "nope": 1}, {"per_move": 10, "increment": 5},
                                 {"per_move": 10, "bot_level": "godlike"}, {"per_move": "10"}])
def test_invalid_clocks_are_refused(cctx, new_player, bad):
    with pytest.raises(domain.Invalid) as err:
        domain.handle(cctx, domain.CreateGame(new_player(cctx), "glueckauf", 2, clock=bad))
    assert err.value.code == "invalid_clock"


def test_resign_hands_the_seat_to_a_bot(cctx, clock, new_player):
    host = new_player(cctx)
    gid = new_game(cctx, host, clock={"per_move": 60})
    body = domain.handle(cctx, commands.ResignGame(host, gid)).body
    assert body["seats"][0]["kind"] == "bot" and _deadline(cctx, gid) is None
    assert any(n == "pithead.bot_turn" and k["seat"] == 0 for n, k in cctx.enqueue.sent)
    with pytest.raises(domain.Forbidden):
        domain.handle(cctx, commands.ResignGame(host, gid))
    assert run_all(cctx) and game(cctx, gid).meta["seats"][0]["replaced"]["reason"] == "resigned"


def test_a_lost_ratings_task_is_requeued(cctx, clock, new_player):
    from tests.integration.asyncplay import play_out
    host = new_player(cctx)
    gid = new_game(cctx, host)
    cctx.enqueue.sent.clear()
    real = cctx.enqueue
    lost = []
    cctx.enqueue = lambda name, kw: (lost if name == tasknames.UPDATE_RATINGS else real.sent).append(
        (name, kw))
    cctx.enqueue.sent = real.sent
    play_out(cctx, gid)
    assert lost and cctx.games.redis.zscore(keys.RATINGS_PENDING, gid) is not None
    cctx.enqueue = real
    assert domain.handle(cctx, commands.RequeueRatings(60_000)).body["requeued"] == []
    clock.now += 61_000
    assert gid in domain.handle(cctx, commands.RequeueRatings(60_000)).body["requeued"]
    run_all(cctx)
    assert cctx.games.redis.zscore(keys.RATINGS_PENDING, gid) is None
    assert domain.handle(cctx, commands.RequeueRatings(0)).body["requeued"] == []
