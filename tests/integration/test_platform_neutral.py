"""The platform is game-neutral: a game without bots refuses every feature that needs one with
problem+json (never a 500), a game's timed system steps are scheduled, recorded and re-enqueued by
the platform and applied only while their timer is pending, and a failing after-commit handler
never fails the write. Toll (tests/contract/windowgame.py: no bots, a 500 ms response window) and
Goofspiel (two bot levels) are the games."""
import pytest
from werkzeug.test import Client

from shared import domain, engine
from shared.domain import commands, events, tasknames
from shared.store import GameStore, keys
from tests.contract import windowgame
from tests.integration.asyncplay import Clock, context, game, new_game
from tests.integration.conftest import _new_player


@pytest.fixture
def toll(redis):
    rules = engine.register(windowgame)
    yield rules
    engine.unregister(rules.name)
    store = GameStore(redis)    # no later test's reconciler should meet a game it cannot load
    for status in ("open", "started"):
        for snapshot in store.load_many(store.list_ids(status, 0, 10_000)):
            if snapshot.meta["game"] == "toll":
                redis.zrem(keys.status_index(status), snapshot.meta["id"])
                redis.zrem(keys.timers_due(keys.bucket(snapshot.meta["id"])), snapshot.meta["id"])
                redis.zrem(keys.waiting(keys.bucket(snapshot.meta["id"])), snapshot.meta["id"])


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def actx(redis, clock):
    return context(redis, clock)


def _toll_game(ctx, seats: int = 3) -> tuple[list, str]:
    """A started Toll game of people only: (player ids by seat, game id)."""
    players = [_new_player(ctx, f"p{i}") for i in range(seats)]
    gid = domain.handle(ctx, domain.CreateGame(players[0], "toll", seats)).body["id"]
    for pid in players[1:]:
        domain.handle(ctx, domain.JoinGame(pid, gid))
    domain.handle(ctx, domain.StartGame(players[0], gid))
    return players, gid


def _claim(ctx, players, gid) -> tuple[int, dict]:
    """Seat 0 claims a toll: a response window with a timer opens; (version, the timer)."""
    domain.handle(ctx, domain.SubmitActions(players[0], gid, ({"type": "claim", "toll": 1},)))
    g = game(ctx, gid)
    return g.version, g.rules.timer(g.state)


def test_a_new_timer_is_enqueued_delayed_and_its_due_time_recorded(actx, clock, toll):
    players, gid = _toll_game(actx)
    actx.enqueue.sent.clear()
    version, timer = _claim(actx, players, gid)
    expected = {"game_id": gid, "expected_version": version, "timer_id": timer["id"]}
    assert actx.enqueue.delayed == [(tasknames.SYSTEM_STEP, expected, timer["delay_ms"] / 1000)]
    assert actx.games.redis.zscore(keys.timers_due(keys.bucket(gid)), gid) == clock.now + timer["delay_ms"]


def test_a_timer_step_survives_other_seats_moves_and_clears_its_due_time(actx, toll):
    players, gid = _toll_game(actx)
    version, timer = _claim(actx, players, gid)
    domain.handle(actx, domain.SubmitActions(players[1], gid, ({"type": "challenge"},)))
    stale = domain.handle(actx, domain.ApplySystemAction(gid, version, timer["id"] + 1)).body
    assert stale["applied"] is False
    fired = domain.handle(actx, domain.ApplySystemAction(gid, version, timer["id"])).body
    assert fired["applied"] and fired["events"][0]["type"] == "WindowClosed"
    assert game(actx, gid).rules.timer(game(actx, gid).state) is None
    assert actx.games.redis.zscore(keys.timers_due(keys.bucket(gid)), gid) is None
    again = domain.handle(actx, domain.ApplySystemAction(gid, version, timer["id"])).body
    assert again["applied"] is False                        # a second delivery does nothing


def test_the_reconciler_enqueues_an_overdue_timer_again(actx, clock, toll):
    players, gid = _toll_game(actx)
    version, timer = _claim(actx, players, gid)
    actx.enqueue.sent.clear()                               # the delayed task was lost
    reconcile = commands.ReconcileWaitingGames(older_than_ms=3000, repeat_ms=30_000)
    assert gid not in domain.handle(actx, reconcile).body["timers"]      # not overdue yet
    clock.now += timer["delay_ms"] + 3001
    assert gid in domain.handle(actx, reconcile).body["timers"]
    step = (tasknames.SYSTEM_STEP, {"game_id": gid, "expected_version": version,
                                    "timer_id": timer["id"]})
    assert step in actx.enqueue.sent
    assert gid not in domain.handle(actx, reconcile).body["timers"]      # once per repeat window


def test_a_game_without_bots_refuses_bot_seats_clocks_and_resigning(actx, toll):
    host = _new_player(actx)
    gid = domain.handle(actx, domain.CreateGame(host, "toll", 2)).body["id"]
    with pytest.raises(domain.Invalid) as refused:
        domain.handle(actx, domain.AddBot(host, gid))
    assert refused.value.code == "no_bots_for_game"
    with pytest.raises(domain.Invalid) as refused:
        domain.handle(actx, domain.CreateGame(host, "toll", 2, clock={"per_move": 60}))
    assert refused.value.code == "no_bots_for_game"
    players, started = _toll_game(actx, 2)
    with pytest.raises(domain.Invalid) as refused:
        domain.handle(actx, commands.ResignGame(players[0], started))
    assert refused.value.code == "no_bots_for_game"


def test_a_level_the_game_does_not_have_is_refused(actx):
    host = _new_player(actx)
    gid = domain.handle(actx, domain.CreateGame(host, "goofspiel", 2)).body["id"]
    with pytest.raises(domain.Invalid) as refused:
        domain.handle(actx, domain.AddBot(host, gid, "hard"))
    assert refused.value.code == "unknown_bot_level"
    seated = domain.handle(actx, domain.AddBot(host, gid)).body       # the game's default level
    assert seated["seats"][1]["bot"] == engine.get("goofspiel").bots.default_level


def test_over_http_a_game_without_bots_answers_problem_json(actx, toll, monkeypatch):
    monkeypatch.setenv("RATE_LIMITS", "0")
    from services.gateway import create_gateway
    http = Client(create_gateway(actx))
    body = http.post("/v1/players", json={"name": "ada"}).json
    auth = {"Authorization": f"Bearer {body['token']}"}
    gid = http.post("/v1/games", json={"game": "toll", "seats": 2}, headers=auth).json["id"]
    answers = [http.post(f"/v1/games/{gid}/bots", json={}, headers=auth),
               http.post("/v1/games", json={"game": "toll", "seats": 2,
                                            "clock": {"per_move": 60}}, headers=auth),
               http.post("/v1/bots/toll/move", json={"level": "random", "seat": 0, "view": {}},
                         headers=auth)]
    assert [a.status_code for a in answers] == [422, 422, 404]
    assert all(a.mimetype == "application/problem+json" for a in answers)
    assert {a.json["code"] for a in answers} == {"no_bots_for_game"}
    level = http.post("/v1/bots/glueckauf/move", json={"level": "nope", "seat": 0, "view": {}},
                      headers=auth)
    assert level.status_code == 422 and level.json["code"] == "unknown_bot_level"


def test_a_failing_after_commit_handler_never_fails_the_write(actx, caplog):
    host = _new_player(actx)
    gid = new_game(actx, host)
    ran = []

    def boom(ctx, event):
        raise RuntimeError("a broken handler")
    actx.events.subscribe(events.GameChanged, boom)
    actx.events.subscribe(events.GameChanged, lambda ctx, event: ran.append(event.after.version))
    g = game(actx, gid)
    move = g.rules.legal_actions(g.state, 0)[0]
    answer = domain.handle(actx, domain.SubmitActions(host, gid, (move,))).body
    assert answer["version"] == g.version + 1 == game(actx, gid).version
    assert ran == [answer["version"]]                        # the others still ran
    assert "after-commit handler failed" in caplog.text
