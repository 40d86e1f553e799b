"""Pack & Stack end to end on real gunicorn, Celery and Redis.

The real-time race: four HTTP clients; two claim one truck at the same moment (the second lands in
the first's window and the worker's close settles it with the white die), a third claims it after
the close and gets `truck_taken`; an SSE stream pushes each claim; everyone loads (a refused
placement is sent again) and the game plays to its end. The sealed race: two people and two bots.
Both games' round results carry the optimal penalties, and a replay of the log equals the state.
"""
import json
import threading
import time

import requests

from shared import engine
from shared.games.packstack.packing import first_fit
from shared.store import GameStore, connect

WINDOW_MS = 600
RULES = engine.get("packstack")


def _start(owner, others, options, bots=()) -> str:
    gid = owner.call("POST", "/v1/games", json={"game": "packstack", "seats": 4, "seed": 5,
                                                "options": options}).json()["id"]
    for other in others:
        assert other.call("POST", f"/v1/games/{gid}/seats", json={"accept_chosen_seed": True}).status_code in (200, 201)
    for level in bots:
        assert owner.call("POST", f"/v1/games/{gid}/bots", json={"level": level}).ok
    assert owner.call("POST", f"/v1/games/{gid}/start").json()["status"] == "started"
    return gid


def _state(client, gid):
    return client.call("GET", f"/v1/games/{gid}/state").json()


def _wait(client, gid, ready, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = _state(client, gid)
        if state["status"] == "finished" or ready(state):
            return state
        time.sleep(0.02)
    raise AssertionError("the game never got there")


def _act(client, gid, action):
    return client.call("POST", f"/v1/games/{gid}/actions", json=action)


def _sse(client, gid, seen: list, stop: threading.Event):
    """Collect (arrival time, event) from an SSE stream until `stop`."""
    try:
        with client.http.get(f"{client.base}/v1/games/{gid}/events?after=0&wait=20", stream=True,
                             headers={"Accept": "text/event-stream"}, timeout=30) as response:
            for line in response.iter_lines(decode_unicode=True):
                if line and line.startswith("data: "):
                    for event in json.loads(line[6:])["events"]:
                        seen.append((time.monotonic(), event))
                if stop.is_set():
                    return
    except requests.RequestException:
        return                                     # the stream ended with the server's hold


def _contested_race(clients, gid) -> dict:
    """Round 1: two seats claim one truck at once, a third after the close gets truck_taken."""
    states = [_state(c, gid) for c in clients]
    seat_of = {s["seat"]: c for s, c in zip(states, clients)}
    view = states[0]["view"]
    owner = view["revealed"][0]["by"]
    truck = view["revealed"][0]["truck"]
    racers = [s for s in sorted(seat_of) if s != owner][:2]
    barrier, answers = threading.Barrier(2), {}

    def claim(seat):
        barrier.wait()
        answers[seat] = _act(seat_of[seat], gid, {"type": "claim", "truck": truck})
    threads = [threading.Thread(target=claim, args=(s,)) for s in racers]
    sent = time.monotonic()
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert all(a.status_code == 200 for a in answers.values()), [a.text for a in answers.values()]
    opened = [e["window"] for a in answers.values() for e in a.json()["events"]
              if e["type"] == "TruckClaimed"]
    assert sorted(opened) == ["joined", "opened"]
    settled = _wait(seat_of[owner], gid, lambda s: truck in s["view"]["trucks"])
    closed = time.monotonic()
    winner = settled["view"]["trucks"].index(truck)
    late = next(s for s in sorted(seat_of) if s not in (owner, winner))
    refused = _act(seat_of[late], gid, {"type": "claim", "truck": truck})
    assert refused.status_code == 422 and refused.json()["code"] == "truck_taken"
    return {"truck": truck, "winner": winner, "racers": racers, "window_s": closed - sent,
            "seat_of": seat_of}


def _finish_race(seat_of, gid):
    """Every seat still racing takes the top card (the last one gets it automatically)."""
    for seat, client in seat_of.items():
        state = _state(client, gid)
        if state["phase"] != "race" or seat not in state["view"]["active"]:
            continue
        answer = _act(client, gid, {"type": "take_top"})
        assert answer.status_code == 200 or answer.json()["code"] in (
            "already_has_truck", "action_not_allowed_now"), answer.text      # the last seat's came


def _load(seat_of, gid, round_no, careful: bool):
    for seat, client in seat_of.items():
        state = _wait(client, gid, lambda s: s["phase"] == "loading" and seat in s["view"]["active"])
        if state["status"] == "finished":
            return
        view = state["view"]
        pieces = first_fit(view["trucks"][seat], view["loads"][seat]) if careful else []
        if careful and pieces:
            bad = _act(client, gid, {"type": "load", "pieces": pieces + pieces[:1]})
            assert bad.status_code == 422 and bad.json()["code"] in ("overlap", "piece_not_in_load")
        assert _act(client, gid, {"type": "load", "pieces": pieces}).status_code == 200


def _check_end(client, gid, stack, players=4):
    state = _wait(client, gid, lambda s: False, timeout=60)
    assert state["status"] == "finished"
    rounds = client.call("GET", f"/v1/games/{gid}/rounds").json()["rounds"]
    assert rounds and all(s["optimal_penalty"] <= s["penalty"] for r in rounds for s in r["seats"])
    game = client.call("GET", f"/v1/games/{gid}").json()
    store = GameStore(connect(stack["redis_url"]))
    replayed = RULES.replay(game["options"], players, game["seed"], store.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(store.load(gid).state)
    assert client.call("GET", f"/v1/games/{gid}/result").json()["result"] == RULES.outcome(replayed)
    return rounds


def test_four_clients_race_live_load_and_play_to_the_end(stack, new_client):
    clients = [new_client(name) for name in ("anna", "boris", "vanya", "galya")]
    gid = _start(clients[0], clients[1:], {"claim_window_ms": WINDOW_MS})
    seen, stop = [], threading.Event()
    listener = threading.Thread(target=_sse, args=(clients[3], gid, seen, stop), daemon=True)
    listener.start()
    time.sleep(0.3)
    race = _contested_race(clients, gid)
    assert race["window_s"] >= WINDOW_MS / 1000 * 0.8          # the worker closed it, on time
    seat_of, round_no = race["seat_of"], 1
    _finish_race(seat_of, gid)
    _load(seat_of, gid, round_no, careful=True)
    while True:
        state = _wait(clients[0], gid, lambda s: s["view"]["round"] == round_no + 1 and s["phase"] == "race")
        if state["status"] == "finished":
            break
        round_no += 1
        _finish_race(seat_of, gid)
        _load(seat_of, gid, round_no, careful=round_no <= 2)
    stop.set()
    claims = [e for _, e in seen if e["type"] == "TruckClaimed"]
    assert {c["seat"] for c in claims} >= set(race["racers"])
    taken = next(e for _, e in seen if e["type"] == "TruckTaken" and e["truck"] == race["truck"])
    assert taken["seat"] == race["winner"] and taken["rolls"]      # settled by the white die
    rounds = _check_end(clients[0], gid, stack)
    assert len(rounds) == round_no


def test_a_sealed_race_with_two_people_and_two_bots(stack, new_client):
    alice, bob = new_client("alice"), new_client("bob")
    gid = _start(alice, [bob], {"truck_race": "sealed"}, bots=("hard", "easy"))
    people = {_state(c, gid)["seat"]: c for c in (alice, bob)}
    deadline, hidden_checks = time.monotonic() + 120, 0
    while time.monotonic() < deadline:
        for seat, client in people.items():
            state = _state(client, gid)
            if state["status"] == "finished" or seat not in state["view"]["active"]:
                continue
            if state["phase"] == "race_sealed":
                legal = client.call("GET", f"/v1/games/{gid}/actions").json()["actions"]
                assert _act(client, gid, legal[0]).status_code == 200
                other = _state(people[next(s for s in people if s != seat)], gid)
                if other["phase"] == "race_sealed" and str(seat) in other["view"]["sealed"]:
                    assert other["view"]["sealed"][str(seat)] is None     # hidden until the reveal
                    hidden_checks += 1
            elif state["phase"] == "loading":
                assert _act(client, gid, {"type": "load", "pieces": []}).status_code == 200
        if _state(alice, gid)["status"] == "finished":
            break
        time.sleep(0.02)
    rounds = _check_end(alice, gid, stack)
    log = alice.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    assert any(e["type"] == "ClaimsRevealed" for entry in log for e in entry["events"])
    assert {e["actor"].split(":")[0] for e in log if e["kind"] == "play"} >= {"player", "bot", "system"}
    assert len(rounds) >= 1 and hidden_checks >= 1
