"""Oh My Goods! end to end: one person over HTTP and three bots play a whole 4-seat game on real
gunicorn, Celery and Redis. Plans are sent as one atomic batch and stay sealed until the worker's
reveal; hands, planned cards and goods never reach another seat; the bot service suggests a move;
the rounds, the result, the ratings, the replay and `pithead replay` of the record agree."""
import json
import subprocess
import sys
import time
from pathlib import Path

from shared import engine
from shared.store import GameStore, connect

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PREFER = ("produce", "chain", "build", "hire", "place_apprentice", "discard_half", "keep_hand",
          "end_chain", "end_production", "finish_turn")


def _new_game(alice) -> str:
    game = alice.call("POST", "/v1/games", json={"game": "ohmygoods", "seats": 4}).json()
    gid = game["id"]
    for level in ("greedy", "easy", "random"):
        assert alice.call("POST", f"/v1/games/{gid}/bots", json={"level": level}).ok
    assert alice.call("POST", f"/v1/games/{gid}/start").json()["status"] == "started"
    return gid


def _my_turn(alice, gid: str, deadline: float) -> dict:
    while time.monotonic() < deadline:
        state = alice.call("GET", f"/v1/games/{gid}/state").json()
        if state["status"] == "finished" or (state["seat"] in state["active_seats"]
                                              and not state["awaiting_system"]):
            return state
        time.sleep(0.03)
    raise AssertionError("the game stalled")


def _choose(state: dict, legal: list) -> list:
    """A plan as one batch (the master in the first place offered, the last card planned), else a
    simple preference among the legal steps."""
    if state["phase"] == "plans":
        card = (state["view"]["hand"] or [None])[-1]
        master = next((a for a in legal if a["type"] == "place_master" and a["building"] is not None),
                      {"type": "place_master", "building": None})
        return [master, {"type": "plan_building", "card": card}]
    for kind in PREFER:
        for action in legal:
            if action["type"] == kind:
                return [action]
    return [legal[0]]


def _assert_sealed_hidden(alice, gid: str, state: dict) -> None:
    """Other seats' sealed plans: only that they chose, in the view, the log and the feed."""
    sealed = state["view"].get("sealed") or {}
    assert all(choice is None for seat, choice in sealed.items() if int(seat) != state["seat"])
    entries = alice.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    for entry in entries:
        if entry["kind"] == "play" and entry["seat"] not in (None, state["seat"]):
            assert entry["actions"] == []
            assert all("secret" not in e for e in entry["events"]), entry


def _ask_the_bot_service(alice, gid: str, state: dict) -> list:
    """The game is rated, so the service refuses a move for the seat by game id (a hint) and
    answers one for the view the seat sends."""
    refused = alice.call("POST", "/v1/bots/ohmygoods/move", json={"level": "easy", "game_id": gid})
    assert refused.status_code == 409 and refused.json()["code"] == "rated_game", refused.text
    asked = alice.call("POST", "/v1/bots/ohmygoods/move",
                       json={"level": "medium", "seat": state["seat"], "view": state["view"]})
    assert asked.status_code == 202, asked.text
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        move = alice.call("GET", f"/v1/bots/moves/{asked.json()['id']}").json()
        if move["status"] != "pending":
            assert move["status"] == "done" and move["version"] is None, move
            return move["actions"]
        time.sleep(0.05)
    raise AssertionError("the bot service never answered")


def _play(alice, gid: str) -> dict:
    deadline, seen = time.monotonic() + 400, {"batches": 0, "checked": 0, "service": 0}
    while True:
        state = _my_turn(alice, gid, deadline)
        if state["status"] == "finished":
            return seen
        if state["phase"] == "plans" and seen["service"] == 0 and state["view"]["draft"] is None:
            actions, seen["service"] = _ask_the_bot_service(alice, gid, state), 1
        else:
            legal = alice.call("GET", f"/v1/games/{gid}/actions").json()["actions"]
            actions = _choose(state, legal)
        if state["phase"] == "plans":
            _assert_sealed_hidden(alice, gid, state)
            seen["checked"] += 1
        body = {"actions": actions}
        if state["phase"] != "plans":          # a sealed plan holds whatever the bots do meanwhile
            body["expected_version"] = state["version"]
        answer = alice.call("POST", f"/v1/games/{gid}/actions", json=body)
        assert answer.status_code in (200, 409), answer.text
        seen["batches"] += len(actions) > 1 and answer.status_code == 200


def _assert_nothing_leaked(alice, gid: str, seat: int) -> None:
    """Across the whole feed: no secret, no other seat's drawn cards, no face of a good."""
    feed = alice.call("GET", f"/v1/games/{gid}/events?after=0&wait=0").json()["entries"]
    for entry in feed:
        for event in entry["events"]:
            assert "secret" not in event
            if event.get("seat") != seat:
                assert "cards" not in event or event["type"] in ("MarketRevealed", "ChainUsed",
                                                                 "DiscardShuffled"), event
                assert "card" not in event or event["type"] == "Built", event


def _sse_events(alice, gid: str) -> list:
    """Every event of the finished game as the seat's SSE stream pushes it."""
    events = []
    with alice.http.get(f"{alice.base}/v1/games/{gid}/events?after=0&wait=1", stream=True,
                        headers={"Accept": "text/event-stream"}, timeout=30) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        for line in response.iter_lines(decode_unicode=True):
            if line and line.startswith("data: "):
                events.extend(json.loads(line[6:])["events"])
    return events


def test_ohmygoods_over_http_with_one_person_and_three_bots(stack, new_client, tmp_path):
    alice = new_client("alice")
    entry = next(g for g in alice.call("GET", "/v1/catalog").json()["games"] if g["name"] == "ohmygoods")
    assert entry["seats"] == {"min": 2, "max": 4} and entry["has_bots"] and entry["simultaneous"]
    assert {o["name"] for o in entry["options"]} == {"keep_one", "two_for_one", "build_and_hire",
                                                     "fixed_apprentices"}
    assert all(o["default"] is False for o in entry["options"])
    assert {p["name"] for p in entry["phases"] if p.get("sealed")} == {"new_cards", "plans", "discard_half"}
    gid = _new_game(alice)
    seen = _play(alice, gid)
    assert seen["batches"] >= 1 and seen["checked"] >= 1 and seen["service"] == 1
    state = alice.call("GET", f"/v1/games/{gid}/state").json()
    _assert_nothing_leaked(alice, gid, state["seat"])
    pushed = _sse_events(alice, gid)
    assert any(e["type"] == "GameEnded" for e in pushed) and all("secret" not in e for e in pushed)

    rules = engine.get("ohmygoods")
    game = alice.call("GET", f"/v1/games/{gid}").json()
    store = GameStore(connect(stack["redis_url"]))
    replayed = rules.replay(game["options"], 4, game["seed"], store.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(store.load(gid).state)
    result = alice.call("GET", f"/v1/games/{gid}/result").json()
    assert result["finished"] and result["result"] == rules.outcome(replayed)
    rounds = alice.call("GET", f"/v1/games/{gid}/rounds").json()
    assert rounds["round_name"] == "round" and len(rounds["rounds"]) == replayed["round"]
    log = alice.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    assert {e["actor"] for e in log if e["kind"] == "play"} == {"player", "bot", "system"}

    record = alice.call("GET", f"/v1/games/{gid}/record").json()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    cli = subprocess.run([str(BIN / "pithead"), "replay", str(path)], capture_output=True, text=True,
                         cwd=ROOT)
    assert cli.returncode == 0 and json.loads(cli.stdout.splitlines()[-1])["ok"], cli.stdout
    middle = len(record["log"]) // 2
    shown = alice.call("GET", f"/v1/games/{gid}/replay", params={"at": middle}).json()
    assert shown["state"]["phase"] in {p.name for p in rules.spec.phases}

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        rows = alice.call("GET", "/v1/leaderboards/ohmygoods", params={"limit": 200}).json()["entries"]
        if any(row["id"] == alice.id for row in rows):
            break
        time.sleep(0.2)
    else:
        raise AssertionError("the ratings never listed the player")
