"""Whole Glück Auf games over HTTP: one random client, bots in the other seats, the Celery worker
scoring every shift; the result and the stored state must agree with a replay of the log."""
import random
import time

import pytest

from shared import engine
from shared.store import GameStore, connect


def _start_against_bots(client, seats: int, seed: int) -> str:
    game = client.call("POST", "/v1/games", json={"game": "glueckauf", "seats": seats,
                                                  "seed": seed}).json()
    for _ in range(seats - 1):
        assert client.call("POST", f"/v1/games/{game['id']}/bots", json={"level": "easy"}).ok
    started = client.call("POST", f"/v1/games/{game['id']}/start")
    assert started.status_code == 200 and started.json()["status"] == "started"
    return game["id"]


def _play(client, gid: str, rng: random.Random, deadline: float) -> dict:
    """Play seat 0 randomly until the game ends; return what was observed."""
    seen = {"moves": 0, "scoring_seen": 0, "refused_during_scoring": 0}
    while time.monotonic() < deadline:
        state = client.call("GET", f"/v1/games/{gid}/state").json()
        if state["status"] == "finished":
            return seen
        if state["phase"] == "shift_scoring":
            seen["scoring_seen"] += 1
            refused = client.call("POST", f"/v1/games/{gid}/actions",
                                  json={"type": "pass", "expected_version": state["version"]})
            assert refused.status_code in (409, 422)  # only the worker may leave shift scoring
            seen["refused_during_scoring"] += 1
        if 0 not in state["active_seats"]:
            time.sleep(0.01)
            continue
        legal = client.call("GET", f"/v1/games/{gid}/actions").json()
        if not legal["actions"]:
            continue
        response = client.call("POST", f"/v1/games/{gid}/actions", json={
            "actions": [rng.choice(legal["actions"])], "expected_version": legal["version"]})
        assert response.status_code in (200, 409), response.text
        seen["moves"] += response.status_code == 200
    raise AssertionError(f"game {gid} did not finish in time: {seen}")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_whole_game_against_bots(stack, client, seats):
    gid = _start_against_bots(client, seats, seed=100 + seats)
    seen = _play(client, gid, random.Random(seats), time.monotonic() + 90)
    assert seen["moves"] > 0

    log = client.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    system = [e for e in log if e["actor"] == "system"]
    assert len(system) == 3 and all(e["events"] and e["actions"] for e in system)
    worker_log = (stack["logs"] / "worker.log").read_text(errors="replace")
    assert worker_log.count("pithead.system_step[") >= 3  # received and run by the Celery worker
    assert {e["actor"] for e in log if e["kind"] == "play"} == {"player", "bot", "system"}

    game = client.call("GET", f"/v1/games/{gid}").json()
    store = GameStore(connect(stack["redis_url"]))
    snapshot = store.load(gid)
    rules = engine.get("glueckauf")
    replayed = rules.replay(game["options"], seats, game["seed"], store.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(snapshot.state)
    result = client.call("GET", f"/v1/games/{gid}/result").json()
    assert result["finished"] and result["result"] == rules.outcome(replayed)
    rounds = client.call("GET", f"/v1/games/{gid}/rounds").json()
    assert rounds["round_name"] == "shift" and len(rounds["rounds"]) == 3
    assert client.call("GET", f"/v1/games/{gid}/shifts").json() == rounds   # the alias
    scores = client.call("GET", f"/v1/games/{gid}/scores").json()["scores"]
    assert scores == rules.scores(replayed)
    assert gid in [g["id"] for g in client.call("GET", "/v1/games?status=finished").json()["games"]]
