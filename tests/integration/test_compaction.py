"""Finished games compacted into one record (real Redis, the gateway app): games of every registered
game played with bots to the end over HTTP, every read route's answer captured, the game compacted,
and every answer compared byte for byte; compaction waits for the follow-ups, runs twice harmlessly,
is re-enqueued by the beat, and retention deletes compacted games after their period."""
import dataclasses
import random
import time

import pytest
from werkzeug.test import Client

from shared import bots, domain, engine
from shared.domain import commands, tasknames
from shared.store import keys
from tests.integration.asyncplay import Clock, TimedRunner, context, game, run_all

SEATS = {"glueckauf": 4, "goofspiel": 2, "ohmygoods": 2, "packstack": 3, "quartz": 3}
KEPT_HEADERS = ("Content-Type", "ETag", "Content-Disposition", "Idempotent-Replayed")


@pytest.fixture
def actx(redis):
    """Webhooks go nowhere (every delivery succeeds at once) so that they can settle."""
    return dataclasses.replace(context(redis, Clock(int(time.time() * 1000))),
                               send_webhook=lambda *args: None, webhook_private=True)


@pytest.fixture
def http(actx, monkeypatch):
    monkeypatch.setenv("RATE_LIMITS", "0")   # one client plays whole games: faster than 100/s
    from services.gateway import create_gateway
    return Client(create_gateway(actx))


def _player(http, name):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _level(name: str) -> str:
    levels = bots.declared(name).levels
    return "random" if "random" in levels else levels[0]


def _finished_game(http, actx, name: str, seed: int = 7):
    """A game of `name`: a person in seat 0 (random legal moves, each POST with an
    Idempotency-Key) and bots in the others, played to the end; follow-ups not run yet.
    Returns (game id, the person's auth, the last key and body POSTed)."""
    pid, auth = _player(http, "ada")
    hook = {"url": "http://127.0.0.1:9/hook", "events": ["game_over"]}
    assert http.post("/v1/players/me/webhooks", json=hook, headers=auth).status_code == 201
    gid = http.post("/v1/games", json={"game": name, "seats": SEATS[name]}, headers=auth).json["id"]
    for _ in range(SEATS[name] - 1):
        http.post(f"/v1/games/{gid}/bots", json={"level": _level(name)}, headers=auth)
    http.post(f"/v1/games/{gid}/start", headers=auth)
    rng, last = random.Random(seed), None
    for step in range(5000):
        _run_play_tasks(actx)
        g = game(actx, gid)
        if g.status == "finished":
            return gid, pid, auth, last
        if 0 in g.rules.active_seats(g.state) and not g.rules.awaiting_system(g.state):
            body = {"actions": [rng.choice(g.rules.legal_actions(g.state, 0))]}
            key = {"Idempotency-Key": f"compaction-test-{gid}-{step}"}
            assert http.post(f"/v1/games/{gid}/actions", json=body,
                             headers={**auth, **key}).status_code == 200
            last = (key, body)
    raise AssertionError("the game did not finish")


def _run_play_tasks(actx) -> None:
    """Run the system steps and bot turns, each when due on the test clock (a timer's delay, a bot's
    reaction time); keep the follow-ups of a finished game for later."""
    runner = TimedRunner(actx, actx.clock)
    runner.run()
    actx.enqueue.sent[:] = runner.kept


def _answers(http, gid: str, auth: dict, spectator: dict, replayed) -> dict:
    """Every read route's answer for the game (status, the headers that carry meaning, body)."""
    sse = {"Accept": "text/event-stream"}
    gets = [f"/v1/games/{gid}", f"/v1/games/{gid}/state", f"/v1/games/{gid}/actions",
            f"/v1/games/{gid}/log", f"/v1/games/{gid}/log?after=3",
            f"/v1/games/{gid}/events?wait=0", f"/v1/games/{gid}/events?after=5&wait=0",
            f"/v1/games/{gid}/replay", f"/v1/games/{gid}/replay?at=0",
            f"/v1/games/{gid}/replay?at=7", f"/v1/games/{gid}/record",
            f"/v1/games/{gid}/scores", f"/v1/games/{gid}/rounds", f"/v1/games/{gid}/shifts",
            f"/v1/games/{gid}/result", "/v1/players/me/games",
            "/v1/players/me/games?status=finished", "/v1/games?status=finished"]
    out = {}
    for who, headers in (("player", auth), ("spectator", spectator)):
        for path in gets:
            out[who, path] = _answer(http.get(path, headers=headers))
        out[who, "sse"] = _answer(http.get(f"/v1/games/{gid}/events?wait=0",
                                           headers={**headers, **sse}))
        out[who, "sse-resumed"] = _answer(http.get(f"/v1/games/{gid}/events?wait=0", headers={
            **headers, **sse, "Last-Event-ID": "4"}))
    key, body = replayed
    out["replayed POST"] = _answer(http.post(f"/v1/games/{gid}/actions", json=body,
                                             headers={**auth, **key}))
    out["new POST"] = _answer(http.post(f"/v1/games/{gid}/actions", json=body, headers={
        **auth, "Idempotency-Key": f"another-key-{gid}"}))
    return out


def _answer(response) -> tuple:
    return (response.status_code, {h: response.headers.get(h) for h in KEPT_HEADERS},
            response.get_data())


def _compact(actx, gid: str) -> dict:
    return domain.handle(actx, commands.CompactGame(gid, game(actx, gid).version)).body


def _live_parts(redis, gid: str, answers: bool = False) -> set:
    return {part for part in (k.decode().rsplit(":", 1)[-1]
                              for k in redis.scan_iter(match=keys.game_pattern(gid)))
            if answers or part != "answers"}


@pytest.mark.parametrize("name", engine.names())
def test_every_read_answers_the_same_bytes_after_compaction(http, actx, redis, name):
    gid, _, auth, last = _finished_game(http, actx, name)
    _, spectator = _player(http, "spectator")
    assert _compact(actx, gid)["reason"] == "ratings_pending"   # follow-ups first
    before = _answers(http, gid, auth, spectator, last)
    ran = run_all(actx)   # ratings and webhooks, which enqueue the compaction
    assert (tasknames.COMPACT_GAME, {"game_id": gid, "expected_version": game(actx, gid).version}) \
        in ran
    assert _compact(actx, gid) == {"game_id": gid, "compacted": True, "reason": None}
    assert _live_parts(redis, gid) == {"archive"}
    # the recorded answers stay beside the record, with their own expiry (IDEMPOTENCY_TTL)
    assert 0 < redis.ttl(keys.answers(gid)) <= 86_400
    after = _answers(http, gid, auth, spectator, last)
    assert [k for k in before if before[k] != after[k]] == []
    assert before == after
    assert _compact(actx, gid)["reason"] == "archived"          # twice: nothing changes
    assert _answers(http, gid, auth, spectator, last) == before


def test_a_pending_webhook_delivery_holds_compaction_back(http, actx, redis):
    gid, pid, _, _ = _finished_game(http, actx, "goofspiel")
    deliveries = [t for t in actx.enqueue.sent if t[0] == tasknames.DELIVER_WEBHOOK]
    actx.enqueue.sent[:] = [t for t in actx.enqueue.sent if t[0] != tasknames.DELIVER_WEBHOOK]
    run_all(actx)   # the rating only
    assert deliveries and _compact(actx, gid)["reason"] == "webhooks_pending"
    actx.enqueue.sent[:] = deliveries
    compactions = [k for t, k in run_all(actx) if t == tasknames.COMPACT_GAME]
    assert {"game_id": gid, "expected_version": game(actx, gid).version} in compactions
    assert _compact(actx, gid)["compacted"] is True


def test_the_beat_compacts_what_lost_its_trigger_and_retention_deletes_old_games(http, actx, redis):
    gid, pid, auth, _ = _finished_game(http, actx, "goofspiel")
    run_all(actx)   # the compaction task the rating enqueued is lost (run_all drops it)
    actx.clock.now += 10_000
    tidy = domain.handle(actx, commands.TidyFinishedGames(5_000, 0, None)).body
    assert gid in tidy["compactions"] and tidy["deleted"] == []
    assert (tasknames.COMPACT_GAME, {"game_id": gid, "expected_version": None}) in actx.enqueue.sent
    assert domain.handle(actx, commands.CompactGame(gid)).body["compacted"] is True
    again = domain.handle(actx, commands.TidyFinishedGames(5_000, 0, None)).body
    assert gid not in again["compactions"]

    day = 86_400_000
    kept = domain.handle(actx, commands.TidyFinishedGames(5_000, 0, 2 * day)).body
    assert gid not in kept["deleted"]
    assert http.get(f"/v1/games/{gid}", headers=auth).status_code == 200
    actx.clock.now += 3 * day
    gone = domain.handle(actx, commands.TidyFinishedGames(5_000, 0, 2 * day)).body
    assert gid in gone["deleted"]
    assert http.get(f"/v1/games/{gid}", headers=auth).status_code == 404
    mine = http.get("/v1/players/me/games", headers=auth).json["games"]
    assert gid not in [g["game_id"] for g in mine]
    assert redis.zscore(keys.status_index("finished"), gid) is None
    assert _live_parts(redis, gid, answers=True) == set()   # the recorded answers too


def test_a_game_stays_live_for_compact_after_then_the_beat_compacts_it(http, actx, redis):
    gid, _, _, _ = _finished_game(http, actx, "goofspiel")
    run_all(actx)   # the rating; the compaction it enqueued is dropped
    hour = 3_600_000
    early = domain.handle(actx, commands.CompactGame(gid, None, hour)).body
    assert early == {"game_id": gid, "compacted": False, "reason": "too_soon"}
    assert "log" in _live_parts(redis, gid)                  # still live: nothing was collapsed
    assert gid not in domain.handle(actx, commands.TidyFinishedGames(hour, 0, None)).body["compactions"]
    actx.clock.now += hour
    assert gid in domain.handle(actx, commands.TidyFinishedGames(hour, 0, None)).body["compactions"]
    assert domain.handle(actx, commands.CompactGame(gid, None, hour)).body["compacted"] is True
