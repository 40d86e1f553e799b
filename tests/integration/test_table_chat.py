"""Table chat over HTTP (the gateway app, real Redis): length cap, rate limit, who may write, the
creator's spectator switch, mutes in GET and on the feed, lines addressed to a seat, reports, chat
kept out of the game's state, version, log and replay, and kept through compaction; long-poll and
SSE deliver `chat` entries in one order with the moves."""
import argparse
import json

import pytest

from shared import domain
from shared import chatreports
from shared.cli import SUBCOMMANDS
from shared.domain import chat, commands
from shared.domain.inbox import history
from shared.store.notifications import KEEP
from shared.store import keys
from tests.integration.asyncplay import game, play_out, run_all

SSE = "text/event-stream"


def _player(http, name):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _say(http, gid, auth, text, **extra):
    return http.post(f"/v1/games/{gid}/chat", json={"text": text, **extra}, headers=auth)


@pytest.fixture
def table(http, actx):
    """A started Glück Auf game: ada (host, seat 0) and bob (seat 1); eve spectates."""
    ada, ada_auth = _player(http, "ada")
    bob, bob_auth = _player(http, "bob")
    _, eve_auth = _player(http, "eve")
    gid = domain.handle(actx, domain.CreateGame(ada, "glueckauf", 2)).body["id"]
    domain.handle(actx, domain.JoinGame(bob, gid))
    domain.handle(actx, domain.StartGame(ada, gid))
    return gid, {"ada": ada_auth, "bob": bob_auth, "eve": eve_auth, "ada_id": ada, "bob_id": bob}


def test_lines_are_trimmed_capped_and_rate_limited(http, table):
    gid, who = table
    made = _say(http, gid, who["ada"], "  glück auf!  ")
    assert made.status_code == 201 and made.json["text"] == "glück auf!"
    assert made.json["seat"] == 0 and made.json["name"] == "ada"
    assert _say(http, gid, who["ada"], "x" * 500).status_code == 201
    too_long = _say(http, gid, who["ada"], "x" * 501)
    assert too_long.status_code == 422 and too_long.json["code"] == "message_too_long"
    assert _say(http, gid, who["ada"], "   \n ").json["code"] == "empty_message"
    assert _say(http, gid, who["ada"], "3").status_code == 201
    assert _say(http, gid, who["ada"], "4").status_code == 201
    assert _say(http, gid, who["ada"], "5").status_code == 201
    refused = _say(http, gid, who["ada"], "6")
    assert refused.status_code == 429 and refused.json["code"] == "chat_rate_limited"
    assert refused.mimetype == "application/problem+json"
    assert 1 <= int(refused.headers["Retry-After"]) <= chat.RATE[1]
    assert _say(http, gid, who["bob"], "mine is my own").status_code == 201   # per player
    lines = http.get(f"/v1/games/{gid}/chat", headers=who["eve"]).json["lines"]
    assert [line["text"] for line in lines] == ["glück auf!", "x" * 500, "3", "4", "5",
                                                "mine is my own"]
    assert all("player_id" not in line for line in lines)


def test_spectators_write_only_when_the_table_allows_and_the_creator_switches(http, actx, table):
    gid, who = table
    refused = _say(http, gid, who["eve"], "hello")
    assert refused.status_code == 403 and refused.json["code"] == "spectators_may_not_write"
    assert http.get(f"/v1/games/{gid}/chat", headers=who["eve"]).json["settings"] == \
        {"spectators_write": False, "host": False, "can_write": False}
    patch = {"spectators_write": True}
    not_host = http.patch(f"/v1/games/{gid}/chat/settings", json=patch, headers=who["bob"])
    assert not_host.status_code == 403 and not_host.json["code"] == "not_the_creator"
    opened = http.patch(f"/v1/games/{gid}/chat/settings", json=patch, headers=who["ada"])
    assert opened.json == {"spectators_write": True, "host": True, "can_write": True}
    assert _say(http, gid, who["eve"], "hello").json["seat"] is None
    http.patch(f"/v1/games/{gid}/chat/settings", json={"spectators_write": False},
               headers=who["ada"])
    assert _say(http, gid, who["eve"], "again").status_code == 403
    assert _say(http, gid, who["bob"], "players still may").status_code == 201
    # the create option opens it from the start
    open_table = domain.handle(actx, domain.CreateGame(who["ada_id"], "goofspiel", 2,
                                                       spectators_chat=True)).body["id"]
    assert _say(http, open_table, who["eve"], "watching").status_code == 201
    assert http.post("/v1/games", json={"game": "goofspiel", "seats": 2,
                                        "spectators_chat": "yes"},
                     headers=who["ada"]).status_code == 422


def test_muted_lines_are_absent_for_the_muter_only_in_get_and_on_the_feed(http, table):
    gid, who = table
    version = http.get(f"/v1/games/{gid}", headers=who["ada"]).json["version"]
    assert http.put("/v1/players/me/mutes/bob", headers=who["ada"]).json == {"mutes": ["bob"]}
    _say(http, gid, who["bob"], "spam")
    _say(http, gid, who["ada"], "hi bob")
    texts = lambda auth: [line["text"] for line in    # noqa: E731
                          http.get(f"/v1/games/{gid}/chat", headers=auth).json["lines"]]
    assert texts(who["ada"]) == ["hi bob"]
    assert texts(who["eve"]) == ["spam", "hi bob"]
    feed = lambda auth: [e["chat"]["text"] for e in http.get(   # noqa: E731
        f"/v1/games/{gid}/events?after={version}&wait=0", headers=auth).json["entries"]]
    assert feed(who["ada"]) == ["hi bob"] and feed(who["bob"]) == ["spam", "hi bob"]
    sse = http.get(f"/v1/games/{gid}/events?after={version}&wait=0",
                   headers={**who["ada"], "Accept": SSE}).get_data(as_text=True)
    assert "hi bob" in sse and "spam" not in sse
    assert http.get("/v1/players/me/mutes", headers=who["ada"]).json == {"mutes": ["bob"]}
    assert http.delete("/v1/players/me/mutes/bob", headers=who["ada"]).status_code == 200
    assert http.delete("/v1/players/me/mutes/bob", headers=who["ada"]).status_code == 404
    assert texts(who["ada"]) == ["spam", "hi bob"]


def test_a_long_poll_waits_for_a_line_and_its_cursor_covers_moves_and_lines(http, actx, table):
    import threading
    gid, who = table
    version = game(actx, gid).version
    timer = threading.Timer(0.3, lambda: _say(http, gid, who["bob"], "your move"))
    timer.start()
    held = http.get(f"/v1/games/{gid}/events?after={version}&wait=5", headers=who["ada"]).json
    timer.join()
    assert [e["kind"] for e in held["entries"]] == ["chat"]
    entry = held["entries"][0]
    assert entry["version"] == version and entry["chat"]["id"] == f"{version}-1"
    assert held["last_id"] == version and held["cursor"] == f"{version}-1"
    g = game(actx, gid)
    seat = sorted(g.rules.active_seats(g.state))[0]
    player = who["ada_id"] if seat == 0 else who["bob_id"]
    domain.handle(actx, domain.SubmitActions(player, gid, (g.rules.legal_actions(g.state, seat)[0],)))
    _say(http, gid, who["ada"], "after the move")
    after = http.get(f"/v1/games/{gid}/events?after={held['cursor']}&wait=0",
                     headers=who["ada"]).json
    kinds = [(e["kind"], e["version"]) for e in after["entries"]]
    assert kinds[0] == ("play", version + 1) and kinds[-1][0] == "chat"
    assert after["cursor"] == after["entries"][-1]["chat"]["id"]
    bad = http.get(f"/v1/games/{gid}/events?after=3-x", headers=who["ada"])
    assert bad.status_code == 422


def test_sse_sends_chat_with_its_own_type_and_resumes_from_a_lines_id(http, actx, table):
    gid, who = table
    version = game(actx, gid).version
    for text in ("one", "two"):
        _say(http, gid, who["bob"], text)
    sse = {**who["ada"], "Accept": SSE}
    body = http.get(f"/v1/games/{gid}/events?wait=0", headers=sse).get_data(as_text=True)
    frames = [f for f in body.split("\n\n") if f.startswith("id: ")]
    ids = [f.splitlines()[0][4:] for f in frames]
    assert ids[-2:] == [f"{version}-1", f"{version}-2"]
    assert ids[:-2] == [str(v) for v in range(1, version + 1)]   # moves keep their versions
    assert "event: chat" in frames[-1] and json.loads(frames[-1].split("data: ", 1)[1])["chat"]["text"] == "two"
    resumed = http.get(f"/v1/games/{gid}/events?wait=0",
                       headers={**sse, "Last-Event-ID": f"{version}-1"}).get_data(as_text=True)
    assert [line for line in resumed.splitlines() if line.startswith("id: ")] == \
        [f"id: {version}-2"]


def test_chat_never_enters_the_state_version_log_or_replay(http, actx, table):
    gid, who = table
    before, actions = game(actx, gid), actx.games.actions(gid)
    state_before = http.get(f"/v1/games/{gid}/state", headers=who["ada"])
    _say(http, gid, who["ada"], "secret plan", to=1)
    _say(http, gid, who["bob"], "noted", to="ada")
    after = game(actx, gid)
    assert after.version == before.version and after.state == before.state
    assert actx.games.actions(gid) == actions   # what a replay reads
    state_after = http.get(f"/v1/games/{gid}/state", headers=who["ada"])
    assert state_after.headers["ETag"] == state_before.headers["ETag"]
    assert "secret plan" not in state_after.get_data(as_text=True)
    log = http.get(f"/v1/games/{gid}/log", headers=who["ada"]).get_data(as_text=True)
    assert "secret plan" not in log and "noted" not in log
    inbox = history(actx, who["bob_id"], KEEP)["notifications"]
    assert inbox[0]["kind"] == "chat_to_you" and inbox[0]["context"]["text"] == "secret plan"
    assert history(actx, who["ada_id"], KEEP)["notifications"][0]["context"]["from"] == "bob"
    bad = _say(http, gid, who["ada"], "to nobody", to=5)
    assert bad.status_code == 422 and bad.json["code"] == "invalid_recipient"


def test_reports_are_kept_for_the_moderators(http, actx, table, redis_url, monkeypatch, capsys):
    gid, who = table
    line = _say(http, gid, who["bob"], "rude words").json
    made = http.post(f"/v1/games/{gid}/chat/{line['id']}/report", json={"reason": "rude"},
                     headers=who["eve"])
    assert made.status_code == 201 and made.json["reported"] is True
    newest = actx.chat.reports(1)[0]
    assert newest["line"]["text"] == "rude words" and newest["reason"] == "rude"
    assert newest["line"]["player_id"] == who["bob_id"]
    monkeypatch.setenv("REDIS_URL", redis_url)   # the operator's command reads the same store
    monkeypatch.delenv("REDIS_CLUSTER_URL", raising=False)
    assert SUBCOMMANDS["chat-reports"][0] == chatreports.__name__   # `pithead chat-reports`
    assert chatreports.run(argparse.Namespace(limit=1)) == 0
    assert json.loads(capsys.readouterr().out) == newest
    for bad in ("nope", "1-999", "x-1"):
        missing = http.post(f"/v1/games/{gid}/chat/{bad}/report", json={"reason": "x"},
                            headers=who["eve"])
        assert missing.status_code == 404 and missing.json["code"] == "chat_line_not_found"


def test_the_chat_is_kept_through_compaction_and_then_read_only(http, actx, redis):
    ada, auth = _player(http, "ada")
    cmd = domain.CreateGame(ada, "goofspiel", 2)
    gid = domain.handle(actx, cmd).body["id"]
    domain.handle(actx, domain.AddBot(ada, gid, "random"))
    domain.handle(actx, domain.StartGame(ada, gid))
    _say(http, gid, auth, "good luck")
    play_out(actx, gid)
    _say(http, gid, auth, "good game")
    run_all(actx)
    live = http.get(f"/v1/games/{gid}/chat", headers=auth).json
    feed = http.get(f"/v1/games/{gid}/events?wait=0", headers=auth).json
    assert domain.handle(actx, commands.CompactGame(gid)).body["compacted"] is True
    assert not redis.exists(keys.chat(gid)) and redis.exists(keys.archive(gid))
    assert http.get(f"/v1/games/{gid}/chat", headers=auth).json == live
    assert [line["text"] for line in live["lines"]] == ["good luck", "good game"]
    assert http.get(f"/v1/games/{gid}/events?wait=0", headers=auth).json == feed
    closed = _say(http, gid, auth, "too late")
    assert closed.status_code == 409 and closed.json["code"] == "chat_closed"
    assert http.patch(f"/v1/games/{gid}/chat/settings", json={"spectators_write": True},
                      headers=auth).status_code == 409
    line_id = live["lines"][0]["id"]
    assert http.post(f"/v1/games/{gid}/chat/{line_id}/report", json={"reason": "x"},
                     headers=auth).status_code == 201
