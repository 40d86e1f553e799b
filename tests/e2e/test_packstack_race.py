"""Pack & Stack's real-time race against bots on real gunicorn, Celery and Redis: the bots wait a
person's reaction time (drawn per claim by level, data.json) before they claim, so a person's claim
300 ms after the reveal wins the truck a bot wanted; with the person idle the bots still claim,
none sooner than its level's reaction time after the reveal, and the person, the last seat, gets the
top card by itself (rulings 7a and 9)."""
import threading
import time

from shared import engine
from shared.games.packstack import bots as packstack_bots
from shared.games.packstack.data import REACTION_S
from tests.e2e.test_packstack import _act, _sse, _state, _wait

RULES = engine.get("packstack")


def _create(person, levels, seed) -> str:
    gid = person.call("POST", "/v1/games", json={"game": "packstack", "seats": 1 + len(levels),
                                                 "seed": seed}).json()["id"]
    for level in levels:
        assert person.call("POST", f"/v1/games/{gid}/bots", json={"level": level}).ok
    return gid


def _start(person, gid) -> float:
    """Start the game (the trucks are revealed by that write); return when the request was sent."""
    sent = time.monotonic()
    assert person.call("POST", f"/v1/games/{gid}/start").json()["status"] == "started"
    return sent


def _log_events(person, gid) -> list:
    return [e for entry in person.call("GET", f"/v1/games/{gid}/log").json()["entries"]
            for e in entry["events"]]


def test_a_person_claiming_300_ms_after_the_reveal_wins_the_truck_against_three_bots(stack, new_client):
    person = new_client("ada")
    gid = _create(person, ("medium", "medium", "medium"), seed=22)
    _start(person, gid)
    seen = time.monotonic()                                  # the page has the reveal now
    state = _state(person, gid)
    me, view = state["seat"], state["view"]
    wanted = [packstack_bots.choose(view, s, "medium")["actions"][0].get("truck") for s in (1, 2, 3)]
    wanted = [t for t in wanted if t and next(r["by"] for r in view["revealed"] if r["truck"] == t) != me]
    assert wanted, "no bot plans to claim a truck the person may take"
    time.sleep(max(0.0, seen + 0.3 - time.monotonic()))
    answer = _act(person, gid, {"type": "claim", "truck": wanted[0]})
    assert answer.status_code == 200, answer.text
    assert [e["window"] for e in answer.json()["events"] if e["type"] == "TruckClaimed"] == ["opened"]
    after = _wait(person, gid, lambda s: s["phase"] != "race", timeout=30)
    assert after["view"]["trucks"][me] == wanted[0]
    events = _log_events(person, gid)
    taken = next(e for e in events if e["type"] == "TruckTaken" and e["truck"] == wanted[0])
    assert taken["claimants"] == [me] and taken["rolls"] == []          # nobody else reached it
    assert {e["seat"] for e in events if e["type"] in ("TruckClaimed", "TopCardTaken")} == {0, 1, 2, 3}


def test_the_bots_claim_when_the_person_does_nothing_each_after_its_reaction_time(stack, new_client):
    person = new_client("bea")
    levels = ("hard", "medium", "easy")
    gid = _create(person, levels, seed=23)
    arrivals, stop = [], threading.Event()
    listener = threading.Thread(target=_sse, args=(person, gid, arrivals, stop), daemon=True)
    listener.start()
    time.sleep(0.3)                                          # the stream is open before the reveal
    sent = _start(person, gid)
    state = _wait(person, gid, lambda s: s["phase"] != "race", timeout=30)
    time.sleep(0.3)
    stop.set()
    assert state["phase"] == "loading" and all(state["view"]["trucks"])
    first = {}
    for at, event in arrivals:
        if event["type"] in ("TruckClaimed", "TopCardTaken") and event["seat"] not in first:
            first[event["seat"]] = (at - sent, event)
    assert sorted(first) == [0, 1, 2, 3]
    for seat, level in zip((1, 2, 3), levels):
        after_s, event = first[seat]
        assert after_s >= REACTION_S[level][0], (level, after_s, event)
    assert first[0][1]["type"] == "TopCardTaken" and first[0][1]["automatic"] is True
    assert any(event["type"] == "TruckClaimed" for _, event in first.values())
