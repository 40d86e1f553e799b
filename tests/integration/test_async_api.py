"""The asynchronous-play routes over HTTP (the gateway app, real Redis): the events feed as long-poll
and SSE, replays and records, ratings, my games, resign, webhooks, and their problem+json refusals."""
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from shared import domain, engine, replay
from shared.domain import commands, turnrecord
from tests.integration.asyncplay import game, new_game, play_out, run_all

PROBLEM = "application/problem+json"


def _player(http, name="ada"):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def test_events_long_poll_answers_at_once_or_waits(http, actx):
    pid, auth = _player(http)
    gid = new_game(actx, pid)
    first = http.get(f"/v1/games/{gid}/events", headers=auth).json
    assert [e["id"] for e in first["entries"]] == list(range(1, len(first["entries"]) + 1))
    assert first["seat"] == 0 and first["entries"][0]["events"][0]["type"] == "GameCreated"
    last = first["last_id"]
    started = time.monotonic()
    empty = http.get(f"/v1/games/{gid}/events?after={last}&wait=0.3", headers=auth).json
    assert empty["entries"] == [] and empty["last_id"] == last
    assert 0.25 < time.monotonic() - started < 3

    g = game(actx, gid)
    move = (g.rules.legal_actions(g.state, 0)[0],)
    timer = threading.Timer(0.3, lambda: domain.handle(actx, domain.SubmitActions(pid, gid, move)))
    timer.start()
    started = time.monotonic()
    woke = http.get(f"/v1/games/{gid}/events?after={last}&wait=10", headers=auth).json
    timer.join()
    assert woke["entries"][0]["id"] == last + 1 and woke["entries"][0]["actor"] == "player"
    assert time.monotonic() - started < 5  # woken by the write, not by the 10 s wait


def test_spectators_get_redacted_events(http, actx):
    pid, auth = _player(http)
    _, other = _player(http, "eve")
    gid = new_game(actx, pid)
    mine = http.get(f"/v1/games/{gid}/events", headers=auth).json["entries"]
    theirs = http.get(f"/v1/games/{gid}/events", headers=other).json
    rules = engine.get("glueckauf")
    assert theirs["seat"] is None
    for a, b in zip(mine, theirs["entries"]):
        if a["kind"] == "play" and a["seat"] == 0:
            assert b["actions"] == [] and a["actions"]
    raw = [item.entry for item in actx.games.log(gid)]
    for entry, shown in zip(raw, theirs["entries"]):
        if entry["kind"] == "play":
            expected = [e for e in (rules.redact(ev, None) for ev in entry["events"]) if e]
            assert shown["events"] == expected


def test_sse_streams_and_resumes_from_last_event_id(http, actx):
    pid, auth = _player(http)
    gid = new_game(actx, pid)
    sse = {**auth, "Accept": "text/event-stream"}
    response = http.get(f"/v1/games/{gid}/events?wait=0.2", headers=sse)
    assert response.mimetype == "text/event-stream"
    ids = [int(line[4:]) for line in response.get_data(as_text=True).splitlines()
           if line.startswith("id: ")]
    assert ids == list(range(1, len(ids) + 1)) and len(ids) > 3
    resumed = http.get(f"/v1/games/{gid}/events?wait=0.2",
                       headers={**sse, "Last-Event-ID": str(ids[-2])}).get_data(as_text=True)
    assert [line for line in resumed.splitlines() if line.startswith("id: ")] == [f"id: {ids[-1]}"]
    data = [json.loads(line[6:]) for line in resumed.splitlines() if line.startswith("data: ")]
    assert data[0]["version"] == ids[-1]


def _followed(http, gid, auth) -> tuple[int, list]:
    """(last version, who may act) as a client that follows the feed from the start knows them."""
    active = []
    answer = http.get(f"/v1/games/{gid}/events", headers=auth)
    while answer.status_code == 429:   # a fast machine outruns the token's 100 reads a second
        time.sleep(float(answer.headers.get("Retry-After", "1")))
        answer = http.get(f"/v1/games/{gid}/events", headers=auth)
    assert answer.status_code == 200, answer.json
    entries = answer.json["entries"]
    for entry in entries:
        active = entry.get("active_seats", active)
    return entries[-1]["version"], active


def test_feed_entries_say_who_may_act_when_it_changes(http, actx):
    pid, auth = _player(http)
    gid = new_game(actx, pid, level="random")
    changes = 0
    for _ in range(5000):
        run_all(actx)
        g = game(actx, gid)
        version, active = _followed(http, gid, auth)
        assert version == g.version and active == sorted(turnrecord.active(g)), version
        if g.status == "finished":
            break
        if 0 in g.rules.active_seats(g.state):
            changes += 1
            action = g.rules.legal_actions(g.state, 0)[0]
            domain.handle(actx, domain.SubmitActions(pid, gid, (action,)))
    entries = http.get(f"/v1/games/{gid}/events", headers=auth).json["entries"]
    said = [e for e in entries if "active_seats" in e]
    assert said[-1]["active_seats"] == [] and changes > 10   # the end: nobody
    assert len(said) < len(entries)   # only where it changed: most steps of a turn change nothing


def test_the_entry_that_ends_a_game_says_nobody_may_act(http, actx):
    """Goofspiel ends with the system's reveal, while nobody may act already: the entry says so
    all the same, so a client that follows the feed learns that the game is over."""
    pid, auth = _player(http)
    gid = domain.handle(actx, domain.CreateGame(pid, "goofspiel", 2)).body["id"]
    domain.handle(actx, domain.AddBot(pid, gid, "random"))
    domain.handle(actx, domain.StartGame(pid, gid))
    for _ in range(200):
        run_all(actx)
        g = game(actx, gid)
        if g.status == "finished":
            break
        if 0 in g.rules.active_seats(g.state):
            action = g.rules.legal_actions(g.state, 0)[0]
            domain.handle(actx, domain.SubmitActions(pid, gid, (action,)))
    last = http.get(f"/v1/games/{gid}/events", headers=auth).json["entries"][-1]
    assert g.status == "finished" and last["actor"] == "system"
    assert last["active_seats"] == []


def test_held_requests_are_bounded(http, actx, monkeypatch):
    from services.rules import events
    pid, auth = _player(http)
    gid = new_game(actx, pid)
    monkeypatch.setattr(events, "_held", threading.BoundedSemaphore(1))
    events._held.acquire()  # every slot taken
    response = http.get(f"/v1/games/{gid}/events?after=999&wait=5", headers=auth)
    assert response.status_code == 429 and response.json["code"] == "too_many_waiting"
    assert http.get(f"/v1/games/{gid}/events?after=1&wait=5", headers=auth).status_code == 200


def test_finished_game_replay_record_and_ratings(http, actx, tmp_path):
    pid, auth = _player(http)
    gid = new_game(actx, pid)
    assert http.get(f"/v1/games/{gid}/replay", headers=auth).json["code"] == "game_not_finished"
    final = play_out(actx, gid)
    actions = actx.games.actions(gid)
    rules, meta = final.rules, final.meta
    state = rules.setup(meta["options"], 2, meta["seed"])
    for at in (0, 1, len(actions) // 2, len(actions)):
        body = http.get(f"/v1/games/{gid}/replay?at={at}", headers=auth).json
        expected = rules.replay(meta["options"], 2, meta["seed"], actions[:at]) if at else state
        assert body["total"] == len(actions) and body["state"] == expected
    assert http.get(f"/v1/games/{gid}/replay", headers=auth).json["state"] == final.state
    over = http.get(f"/v1/games/{gid}/replay?at={len(actions) + 1}", headers=auth)
    assert over.status_code == 422 and over.json["code"] == "at_out_of_range"

    download = http.get(f"/v1/games/{gid}/record", headers=auth)
    assert "attachment" in download.headers["Content-Disposition"]
    assert replay.verify_record(download.json)["ok"]
    path = tmp_path / "game.json"
    path.write_text(download.get_data(as_text=True))
    cli = subprocess.run([sys.executable, "-m", "shared.cli", "replay", str(path)],
                         capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2])
    assert cli.returncode == 0 and json.loads(cli.stdout.splitlines()[-1])["ok"]
    tampered = {**download.json, "log": download.json["log"][:-1]}
    assert not replay.verify_record(tampered)["ok"]

    board = http.get("/v1/leaderboards/glueckauf?limit=200", headers=auth).json["entries"]
    ids = {row["id"]: row for row in board}
    assert ids[pid]["games"] == 1 and ids["bot:easy"]["games"] >= 1
    again = domain.handle(actx, commands.UpdateRatings(gid)).body
    assert again == {"game_id": gid, "rated": False, "reason": "already_rated"}
    assert http.get("/v1/leaderboards/glueckauf?limit=200", headers=auth).json["entries"] == board
    stats = http.get(f"/v1/players/{pid}/stats", headers=auth).json
    assert stats["games"][0]["game"] == "glueckauf" and stats["games"][0]["games"] == 1
    assert http.get("/v1/players/me/stats", headers=auth).json == stats


def test_my_games_longest_waiting_first_and_resign(http, actx):
    pid, auth = _player(http)
    actx.clock.now = 1_000
    older = new_game(actx, pid)
    actx.clock.now = 2_000
    newer = new_game(actx, pid)
    other = domain.handle(actx, domain.CreateGame(pid, "glueckauf", 2)).body["id"]  # open
    listed = http.get("/v1/players/me/games", headers=auth).json["games"]
    assert [g["game_id"] for g in listed[:2]] == [older, newer]
    assert listed[0]["my_turn"] and listed[0]["waiting_since"] == 1_000
    assert listed[2]["game_id"] == other and not listed[2]["my_turn"]

    resigned = http.post(f"/v1/games/{older}/resign", headers=auth)
    assert resigned.status_code == 200 and resigned.json["seats"][0]["kind"] == "bot"
    listed = {g["game_id"]: g for g in http.get("/v1/players/me/games", headers=auth).json["games"]}
    assert listed[older]["seat_lost"] and not listed[older]["my_turn"]
    run_all(actx)
    refused = http.post(f"/v1/games/{other}/resign", headers=auth)
    assert refused.status_code == 409 and refused.json["code"] == "game_not_started"
    assert http.delete(f"/v1/games/{other}/seats/me", headers=auth).status_code == 200
    assert other not in {g["game_id"] for g in http.get("/v1/players/me/games",
                                                         headers=auth).json["games"]}


def test_webhook_routes(http):
    _, auth = _player(http)
    made = http.post("/v1/players/me/webhooks", headers=auth,
                     json={"url": "http://hooks.example.com/x", "events": ["your_turn"]})
    assert made.status_code == 201 and made.json["secret"]
    listed = http.get("/v1/players/me/webhooks", headers=auth).json["webhooks"]
    assert listed == [{k: v for k, v in made.json.items() if k != "secret"}]
    assert http.get("/v1/players/me/webhooks/failures", headers=auth).json == {"failures": []}
    assert http.delete(f"/v1/players/me/webhooks/{made.json['id']}", headers=auth).status_code == 204
    assert http.get("/v1/players/me/webhooks", headers=auth).json["webhooks"] == []


@pytest.mark.parametrize("method,path,kw,status,code", [
    ("get", "/v1/games/{gid}/events?after=-1", {}, 422, None),
    ("get", "/v1/games/{gid}/events?after=x", {}, 422, None),
    ("get", "/v1/games/{gid}/events?wait=nan", {}, 422, None),
    ("get", "/v1/games/{gid}/events", {"headers": {"Last-Event-ID": "x"}}, 422,
     "invalid_last_event_id"),
    ("get", "/v1/games/nope/events", {}, 404, "game_not_found"),
    ("get", "/v1/games/{gid}/replay?at=-1", {}, 422, None),
    ("get", "/v1/games/nope/record", {}, 404, "game_not_found"),
    ("get", "/v1/games/{gid}/record", {}, 409, "game_not_finished"),
    ("post", "/v1/players/me/webhooks", {"data": "{", "content_type": "application/json"}, 400,
     "malformed_json"),
    ("post", "/v1/players/me/webhooks", {"json": {"url": "ftp://x", "events": ["your_turn"]}},
     422, "invalid_webhook_url"),
    ("post", "/v1/players/me/webhooks", {"json": {"url": "http://x", "events": ["nope"]}}, 422,
     None),
    ("post", "/v1/players/me/webhooks", {"json": [1]}, 422, None),
    ("delete", "/v1/players/me/webhooks/nope", {}, 404, "webhook_not_found"),
    ("get", "/v1/leaderboards/nope", {}, 404, "unknown_game"),
    ("get", "/v1/leaderboards/glueckauf?limit=0", {}, 422, None),
    ("get", "/v1/players/nope/stats", {}, 404, "player_not_found"),
    ("get", "/v1/players/me/games?status=x", {}, 422, None),
    ("post", "/v1/games/nope/resign", {}, 404, "game_not_found"),
    ("post", "/v1/games", {"json": {"game": "glueckauf", "seats": 2, "clock": {"per_move": 0}}},
     422, None),
    ("post", "/v1/games", {"json": {"game": "glueckauf", "seats": 2, "clock": {}}}, 422,
     "invalid_clock"),
])
def test_bad_input_is_a_problem(http, actx, method, path, kw, status, code):
    pid, auth = _player(http)
    gid = domain.handle(actx, domain.CreateGame(pid, "glueckauf", 2)).body["id"]
    kw = {**kw, "headers": {**auth, **kw.get("headers", {})}}
    response = getattr(http, method)(path.format(gid=gid), **kw)
    assert response.status_code == status and response.mimetype == PROBLEM, response.get_data()
    assert code is None or response.json["code"] == code
    assert http.get(path.format(gid=gid).split("?")[0]).status_code in (401, 405)  # no token


def test_new_routes_are_documented(http):
    spec = http.get("/v1/openapi.json").json
    for path, method in [("/v1/games/{game_id}/events", "get"), ("/v1/games/{game_id}/replay", "get"),
                         ("/v1/games/{game_id}/record", "get"), ("/v1/leaderboards/{game}", "get"),
                         ("/v1/players/{player_id}/stats", "get"), ("/v1/players/me/games", "get"),
                         ("/v1/players/me/webhooks", "post"), ("/v1/games/{game_id}/resign", "post"),
                         ("/v1/players/me/webhooks/{webhook_id}", "delete")]:
        op = spec["paths"][path][method]
        assert "401" in op["responses"] and op["responses"]["401"]["content"].get(PROBLEM), path
